import { describe, expect, it } from 'vitest';
import { theme } from './app/theme';
import { matchesWidth } from './prerender';

describe('matchesWidth (the widths the build renders the search with)', () => {
  it("answers the theme's breakpoint queries as a browser of that width would", () => {
    const phoneDown = theme.breakpoints.down('md');
    const smDown = theme.breakpoints.down('sm');
    const mdUp = theme.breakpoints.up('md');
    const between = theme.breakpoints.between('sm', 'lg');
    expect(matchesWidth(phoneDown, 390)).toBe(true);
    expect(matchesWidth(phoneDown, 1366)).toBe(false);
    expect(matchesWidth(smDown, 390)).toBe(true);
    expect(matchesWidth(smDown, 600)).toBe(false);
    expect(matchesWidth(mdUp, 390)).toBe(false);
    expect(matchesWidth(mdUp, 900)).toBe(true);
    expect(matchesWidth(between, 390)).toBe(false);
    expect(matchesWidth(between, 1000)).toBe(true);
    expect(matchesWidth(between, 1366)).toBe(false);
  });
});
