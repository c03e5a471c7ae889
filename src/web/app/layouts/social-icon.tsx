import { type ReactElement } from 'react';

// lucide-react 1.x dropped brand logos, so the four marks are drawn here as simple glyphs.
const paths: Record<string, ReactElement> = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />,
  linkedin: (
    <path d="M4 9h4v11H4zM6 3.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.3 0 4 2.1 4 5V20h-4v-5.6c0-1.4-.1-3-1.9-3s-2.1 1.4-2.1 2.9V20H10z" />
  ),
  twitter: <path d="M4 4h4.5l4 5.6L17.4 4H20l-6.3 7.3L20.5 20H16l-4.4-6.1L6.2 20H3.6l6.8-7.7z" />,
  instagram: (
    <path
      fillRule="evenodd"
      d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z"
    />
  ),
};

export function SocialIcon({ network, className }: { network: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      {paths[network]}
    </svg>
  );
}
