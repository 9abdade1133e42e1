/** The part of piexifjs (no types of its own) the sample photos use: EXIF written into a JPEG held as a binary string. */
declare module 'piexifjs' {
  type IfdValues = Record<number, unknown>;
  interface Piexif {
    dump(exif: { '0th'?: IfdValues; Exif?: IfdValues; GPS?: IfdValues }): string;
    insert(exif: string, jpeg: string): string;
    TAGS: Record<'Image' | 'Exif' | 'GPS', Record<number, { name: string; type: string }>>;
    ImageIFD: Record<string, number>;
    ExifIFD: Record<string, number>;
    GPSIFD: Record<string, number>;
  }
  const piexif: Piexif;
  export default piexif;
}
