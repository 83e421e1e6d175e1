/**
 * A message for many sockets, encoded once: its JSON text, and its whole WebSocket frame as a server
 * sends it (RFC 6455 §5.2: final, text, unmasked). A fan-out then writes one prepared buffer to each
 * socket instead of framing the same text again for every one of them.
 */
export interface EncodedMessage {
  readonly text: Buffer;
  readonly frame: Buffer;
}

const FIN_TEXT = 0x81;
const LENGTH_16 = 126;
const LENGTH_64 = 127;

export function encodeMessage(text: Buffer): EncodedMessage {
  const length = text.length;
  const headLength = length < LENGTH_16 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headLength + length);
  frame[0] = FIN_TEXT;
  if (headLength === 2) {
    frame[1] = length;
  } else if (headLength === 4) {
    frame[1] = LENGTH_16;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = LENGTH_64;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  text.copy(frame, headLength);
  return { text, frame };
}
