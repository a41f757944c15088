import { describe, expect, it } from 'vitest';
import {
  checkImageDimensions,
  checkImageFile,
  DEFAULT_MAX_SIZE_KB,
  isImageType,
  mimeOf,
} from '../../../src/components/ImageCropUpload/validation';
import { catalogueFor } from '../../../src/kernel/texts/catalogue';
import { createTranslator } from '../../../src/kernel/texts/translate';

const t = createTranslator(catalogueFor('en'));
const KB = 1024;

describe('crop upload: file checks', () => {
  it('accepts image types only: otherwise "Image only"', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/jpeg')).toBe(true);
    const refusal = checkImageFile({ type: 'text/plain', size: 10 });
    expect(refusal && t(refusal.key, refusal.args)).toBe('Image only');
    expect(checkImageFile({ type: '', size: 10 })?.key).toBe('demoEditors.imageOnly');
  });

  it('the type is checked before the size', () => {
    expect(checkImageFile({ type: 'application/pdf', size: 50_000 * KB })?.key).toBe('demoEditors.imageOnly');
  });

  it('refuses more than 10240 KB by default with the limit in the message', () => {
    expect(DEFAULT_MAX_SIZE_KB).toBe(10240);
    expect(checkImageFile({ type: 'image/png', size: 10240 * KB })).toBeNull();
    const refusal = checkImageFile({ type: 'image/png', size: 10240 * KB + 1 });
    expect(refusal && t(refusal.key, refusal.args)).toBe('Image exceeds size limit: 10240kb');
  });

  it('honours a smaller maxSizeKb', () => {
    const refusal = checkImageFile({ type: 'image/jpeg', size: 101 * KB }, 100);
    expect(refusal && t(refusal.key, refusal.args)).toBe('Image exceeds size limit: 100kb');
    expect(checkImageFile({ type: 'image/jpeg', size: 100 * KB }, 100)).toBeNull();
  });

  it('an image smaller than the target on either side is refused', () => {
    const target = { width: 300, height: 300 };
    expect(checkImageDimensions({ width: 300, height: 300 }, target)).toBeNull();
    expect(checkImageDimensions({ width: 1200, height: 800 }, target)).toBeNull();
    const narrow = checkImageDimensions({ width: 299, height: 900 }, target);
    expect(narrow && t(narrow.key, narrow.args)).toBe("Image's size is too low. Expected at least: 300*300");
    expect(checkImageDimensions({ width: 900, height: 100 }, { width: 200, height: 150 })?.args).toEqual({
      width: 200,
      height: 150,
    });
  });

  it('maps the output format to its MIME type', () => {
    expect(mimeOf('png')).toBe('image/png');
    expect(mimeOf('jpg')).toBe('image/jpeg');
  });
});
