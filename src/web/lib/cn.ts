import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional classes read better than string concatenation. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
