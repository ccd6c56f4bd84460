import { describe, expect, it } from 'vitest';
import { suggestPredikat } from '../../domain/validation';

describe('suggestPredikat', () => {
  it('follows the S1/diploma bands', () => {
    expect(suggestPredikat(2.75, 'S1')).toBeNull();
    expect(suggestPredikat(2.76, 'S1')).toBe('Memuaskan');
    expect(suggestPredikat(3.0, 'D3')).toBe('Memuaskan');
    expect(suggestPredikat(3.01, 'D4')).toBe('Sangat Memuaskan');
    expect(suggestPredikat(3.5, 'S1')).toBe('Sangat Memuaskan');
    expect(suggestPredikat(3.51, 'S1')).toBe('Dengan Pujian');
    expect(suggestPredikat(4, 'Profesi')).toBe('Dengan Pujian');
  });

  it('follows the graduate bands for S2, S3 and specialists', () => {
    expect(suggestPredikat(2.99, 'S2')).toBeNull();
    expect(suggestPredikat(3.0, 'S2')).toBe('Memuaskan');
    expect(suggestPredikat(3.4, 'S3')).toBe('Memuaskan');
    expect(suggestPredikat(3.41, 'S2 Terapan')).toBe('Sangat Memuaskan');
    expect(suggestPredikat(3.7, 'Sp-1')).toBe('Sangat Memuaskan');
    expect(suggestPredikat(3.71, 'S3 Terapan')).toBe('Dengan Pujian');
    expect(suggestPredikat(3.6, 'Sp-2')).toBe('Sangat Memuaskan');
  });

  it('uses the S1 rules without a jenjang and accepts numeric strings', () => {
    expect(suggestPredikat('3.55', undefined)).toBe('Dengan Pujian');
    expect(suggestPredikat(3.2, null)).toBe('Sangat Memuaskan');
  });

  it('does not stumble over floating point edges', () => {
    expect(suggestPredikat(0.1 + 0.2 + 2.7 - 0.24, 'S1')).toBe('Memuaskan'); // 2.76000...04
    expect(suggestPredikat(3.5099999999, 'S1')).toBe('Dengan Pujian');
  });

  it('gives nothing for missing or impossible values', () => {
    expect(suggestPredikat(null, 'S1')).toBeNull();
    expect(suggestPredikat('', 'S1')).toBeNull();
    expect(suggestPredikat('abc', 'S1')).toBeNull();
    expect(suggestPredikat(4.5, 'S1')).toBeNull();
    expect(suggestPredikat(-1, 'S1')).toBeNull();
  });
});
