import { describe, expect, it } from 'vitest';
import { drivingTime, travelChange } from './proposal-figures';

const travel = (legs: number, miles: number, minutes: number) => ({ legs, miles, minutes });

describe('driving time', () => {
  it('says hours and minutes as a dispatcher does', () => {
    expect(drivingTime(200)).toBe('3 h 20 min');
    expect(drivingTime(45)).toBe('45 min');
    expect(drivingTime(120)).toBe('2 h');
    expect(drivingTime(0)).toBe('0 min');
  });
});

describe('what the proposal changes in the driving', () => {
  it('names what it saves for the same legs', () => {
    expect(travelChange(travel(12, 80.4, 260), travel(12, 68, 225))).toBe('12.4 mi and 35 min saved');
  });

  it('names what it adds, and why, when it places more legs', () => {
    expect(travelChange(travel(10, 60, 180), travel(15, 63.1, 192))).toBe(
      '3.1 mi and 12 min added · 5 more legs placed',
    );
    expect(travelChange(travel(0, 0, 0), travel(1, 9.5, 70))).toBe('9.5 mi and 1 h 10 min added · 1 more leg placed');
  });

  it('keeps miles and minutes apart when one goes down and the other up', () => {
    expect(travelChange(travel(8, 50, 100), travel(8, 48, 105))).toBe('2.0 mi saved · 5 min added');
  });

  it('calls a change too small to show no change', () => {
    expect(travelChange(travel(8, 50, 100), travel(8, 50.04, 100))).toBe('The same driving');
  });
});
