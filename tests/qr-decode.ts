/** Reads QR codes in tests: the API tests' ticket mails and the browser tests' delivered mails. */
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text of the QR code in an image given as a data: address. */
export async function decodeQr(dataUrl: string): Promise<string> {
  const input = Buffer.from(dataUrl.split(',')[1], 'base64');
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}

/** The text of the QR code a ticket mail's HTML body carries as an inline image. */
export function decodeMailQr(html: string): Promise<string> {
  const image = /src="(data:image\/[a-z]+;base64,[^"]+)"/.exec(html);
  if (!image) throw new Error('no inline image in the mail');
  return decodeQr(image[1]);
}
