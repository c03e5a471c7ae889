import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_COMPANY } from '@domain/company';
import { renderWithProviders } from '@/testing/render';
import { BrandLink } from './brand-link';

describe('the company name in the header', () => {
  it('wraps to a second line on a narrow phone instead of being cut', () => {
    renderWithProviders(<BrandLink />);
    const name = screen.getByText(DEFAULT_COMPANY.name);
    expect(name.className).not.toMatch(/(^| )(truncate|whitespace-nowrap)( |$)/);
    expect(name.className).toMatch(/(^| )line-clamp-2( |$)/);
  });
});
