import sharp from 'sharp';

/** Real image files for upload tests, made with sharp. */
export const pngImage = (width = 800, height = 500, color = '#2a6f97') =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A JPEG that must be rotated (EXIF orientation 6) and carries GPS coordinates. */
export const jpegWithExifAndGps = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9a227' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 4/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '55/1 8/1 0/1',
        },
      },
    })
    .toBuffer();

/** Bytes that look like an HEIC file to a file-type sniffer but that sharp cannot decode here. */
export const fakeHeic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(2000, 7)]);
