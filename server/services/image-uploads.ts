// Pictures staff upload (issue #18, event images): checked by their content, turned upright, stripped of metadata, scaled to a master and kept in the database for the image pipeline (images.ts).
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import { ALLOWED_IMAGE_WIDTHS, MAX_UPLOAD_BYTES, MIN_UPLOAD_WIDTH } from '#core/image-url.ts';
import { events, uploadedImages } from '#server/db/schema.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { FieldValidationError } from './admin/fields.ts';
import { MAX_INPUT_PIXELS, uploadKeyOf, uploadPath } from './images.ts';

/** The master is never wider or taller than the widest width the resizer serves, so nothing is lost and little is stored. */
const MASTER_SIZE = Math.max(...ALLOWED_IMAGE_WIDTHS);
/** What sharp may read; judged by the file's content, never by its name or the browser's word. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** A checked picture, ready to be stored in the same transaction as the content that shows it. */
export interface PreparedImage {
  key: string;
  /** The path the content stores and the image pipeline resolves. */
  path: string;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * Checks a picture and makes its master (WebP, upright, no EXIF: phone photos carry GPS positions).
 * CPU work, done before any transaction opens.
 * @throws FieldValidationError on `field`: image_too_large, image_not_an_image, image_too_small
 */
export async function prepareUploadedImage(file: Uint8Array, field = 'image'): Promise<PreparedImage> {
  if (file.byteLength > MAX_UPLOAD_BYTES)
    throw new FieldValidationError(field, 'image_too_large', 'imageTooLarge', {
      megabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
    });
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  let orientation: number | undefined;
  try {
    ({ format, width = 0, height = 0, orientation } = await sharp(file, options).metadata());
  } catch {
    throw new FieldValidationError(field, 'image_not_an_image', 'notAnImage');
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new FieldValidationError(field, 'image_not_an_image', 'notAnImage');
  if (width * height > MAX_INPUT_PIXELS) throw new FieldValidationError(field, 'image_too_large', 'imageTooManyPixels');
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const shownWidth = orientation !== undefined && orientation >= 5 ? height : width;
  if (shownWidth < MIN_UPLOAD_WIDTH)
    throw new FieldValidationError(field, 'image_too_small', 'imageTooSmall', {
      width: shownWidth,
      min: MIN_UPLOAD_WIDTH,
    });
  let master: { data: Buffer; info: OutputInfo };
  try {
    master = await sharp(file, options)
      .rotate()
      .resize({ width: MASTER_SIZE, height: MASTER_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86, effort: 4 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Headers that read well over a body that does not (a truncated file).
    throw new FieldValidationError(field, 'image_not_an_image', 'notAnImage');
  }
  const key = createHash('sha256').update(master.data).digest('hex').slice(0, 32);
  return { key, path: uploadPath(key), width: master.info.width, height: master.info.height, bytes: master.data };
}

/**
 * Stores a prepared picture (once: the same picture uploaded again is the same row); images.ts serves it.
 * The no-op update on a second upload takes the row's lock until the caller commits, so a concurrent
 * forgetUnusedUpload cannot delete the picture this transaction is about to show.
 */
export async function saveUploadedImage(db: Db | Tx, image: PreparedImage, uploadedBy: number | null): Promise<void> {
  await db
    .insert(uploadedImages)
    .values({
      key: image.key,
      contentType: 'image/webp',
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      uploadedBy,
    })
    .onConflictDoUpdate({ target: uploadedImages.key, set: { contentType: sql`excluded.content_type` } });
}

/**
 * Deletes an uploaded picture that no event shows any more, in the transaction that replaced,
 * removed or deleted it, so pictures do not pile up. Only events use uploads today.
 * A picture locked by another transaction is being saved for an event right now: it is left alone
 * (SKIP LOCKED), so this never waits and two editors swapping pictures cannot deadlock. The rare cost
 * is a picture two editors drop at the same moment staying stored.
 */
export async function forgetUnusedUpload(tx: Db | Tx, path: string | null): Promise<void> {
  const key = path ? uploadKeyOf(path) : null;
  if (!key || !path) return;
  const [unlocked] = await tx
    .select({ key: uploadedImages.key })
    .from(uploadedImages)
    .where(eq(uploadedImages.key, key))
    .for('update', { skipLocked: true });
  if (!unlocked) return;
  const [shown] = await tx
    .select({ one: sql`1` })
    .from(events)
    .where(eq(events.imageUrl, path))
    .limit(1);
  if (!shown) await tx.delete(uploadedImages).where(eq(uploadedImages.key, key));
}
