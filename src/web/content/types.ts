/** The shapes of the marketing copy (decision 020); components/marketing renders them. */
export type IconName =
  | 'ambulance'
  | 'briefcase'
  | 'map'
  | 'clock'
  | 'shield'
  | 'heart'
  | 'accessibility'
  | 'headset'
  | 'file'
  | 'route'
  | 'users'
  | 'award'
  | 'handshake'
  | 'calendar'
  | 'stethoscope'
  | 'car'
  | 'graduation';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface Stat {
  value: string;
  label: string;
}
