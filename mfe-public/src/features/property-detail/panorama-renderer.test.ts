import { describe, expect, test } from 'bun:test';
import { clampView, FOV_MAX, FOV_MIN } from './panorama-renderer';

describe('clampView', () => {
  test('yaw wraps around the full turn', () => {
    expect(clampView({ yaw: 190, pitch: 0, fov: 75 }).yaw).toBe(-170);
    expect(clampView({ yaw: -190, pitch: 0, fov: 75 }).yaw).toBe(170);
    expect(clampView({ yaw: 540, pitch: 0, fov: 75 }).yaw).toBe(180);
    expect(clampView({ yaw: 45, pitch: 0, fov: 75 }).yaw).toBe(45);
  });

  test('pitch stops short of the poles and the field of view stays between 30° and 100°', () => {
    expect(clampView({ yaw: 0, pitch: 120, fov: 75 }).pitch).toBe(85);
    expect(clampView({ yaw: 0, pitch: -120, fov: 75 }).pitch).toBe(-85);
    expect(clampView({ yaw: 0, pitch: 0, fov: 5 }).fov).toBe(FOV_MIN);
    expect(clampView({ yaw: 0, pitch: 0, fov: 170 }).fov).toBe(FOV_MAX);
    expect([FOV_MIN, FOV_MAX]).toEqual([30, 100]);
  });
});
