import { describe, expect, it } from 'vitest';
import { clusterCells, compactCount, legendSamples, radiusFor } from './map-clusters';

// 1 degree = 10 px: a simple projection for the tests
const project = (c: { lat: number; lon: number }) => ({ x: c.lon * 10, y: -c.lat * 10 });

describe('map clusters', () => {
  it('keeps apart circles that do not overlap and merges those that do, keeping every event', () => {
    const cells = [
      { lat: -23.5, lon: -46.6, total: 100 },
      { lat: -23.6, lon: -46.7, total: 10 }, // 1.4 px away: overlaps
      { lat: -3.7, lon: -38.5, total: 5 }, // far
    ];
    const clusters = clusterCells(cells, project);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toMatchObject({ total: 110, cells: 2 });
    expect(clusters[1]).toMatchObject({ total: 5, cells: 1, lat: -3.7, lon: -38.5 });
    expect(clusters.reduce((a, c) => a + c.total, 0)).toBe(115);
  });

  it('separates the same cells at a closer zoom', () => {
    const cells = [
      { lat: -23.5, lon: -46.6, total: 100 },
      { lat: -23.6, lon: -46.7, total: 10 },
    ];
    const zoomed = clusterCells(cells, (c) => ({ x: c.lon * 1000, y: -c.lat * 1000 }));
    expect(zoomed.map((c) => c.total)).toEqual([100, 10]);
  });

  it('sizes circles by count, wide enough for the number', () => {
    expect(radiusFor(100, 100)).toBeGreaterThan(radiusFor(10, 100));
    expect(radiusFor(1, 100)).toBeGreaterThanOrEqual(11);
    expect(radiusFor(123_456, 100)).toBeGreaterThanOrEqual((compactCount(123_456).length * 6.6) / 2);
    expect(compactCount(1234)).toBe('1.234');
    expect(compactCount(12_345)).toBe('12,3 mil');
    expect(legendSamples(100)).toEqual([100, 25, 6]);
    expect(legendSamples(2)).toEqual([2, 1]);
  });
});
