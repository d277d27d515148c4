import { PNG_HEADER_8000, pngOfSize } from '../test/large-image';
import { describe, expect, it } from 'vitest';
import { imageSize } from './image-header';

function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const sof = [0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, ...Array.from({ length: 9 }, () => 0)];
  return new Uint8Array([0xff, 0xd8, ...app0, sof[0]!, ...sof.slice(1), 0xff, 0xd9]);
}

describe('an image size from its header', () => {
  it('reads a PNG of 8000 x 8000 pixels from a few KB without decoding it', () => {
    const png = pngOfSize(8000, 8000);
    expect(png.length).toBeLessThan(PNG_HEADER_8000);
    expect(imageSize(png)).toEqual({ type: 'png', width: 8000, height: 8000 });
  });

  it('reads a progressive JPEG after its APP0 segment', () => {
    expect(imageSize(jpegHeader(6000, 4000))).toEqual({ type: 'jpeg', width: 6000, height: 4000 });
  });

  it('knows neither text nor a cut-off header', () => {
    expect(imageSize(new TextEncoder().encode('not an image at all'))).toBeNull();
    expect(imageSize(pngOfSize(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
