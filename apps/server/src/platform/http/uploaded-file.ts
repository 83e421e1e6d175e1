/**
 * An uploaded file as a request body. Its bytes sit in a private field and its tag is its own, so the app's
 * request hooks (key conversion, the text check) pass it by instead of walking megabytes as an object.
 */
export class UploadedFile {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
  get [Symbol.toStringTag](): string {
    return 'UploadedFile';
  }
}
