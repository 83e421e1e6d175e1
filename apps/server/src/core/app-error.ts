import { ERROR_STATUS, type ErrorCode } from '@tastydrop/domain';
import messages from '@tastydrop/domain/locales/ru/errors.json' with { type: 'json' };

/** The one error type of the server: a catalogue code, its Russian message and parameters. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly parameters: Record<string, unknown> = {},
    message?: string,
  ) {
    super(message ?? messageFor(code));
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export function messageFor(code: ErrorCode): string {
  return (messages as Record<string, string>)[code] ?? (messages as Record<string, string>).unpredicted ?? code;
}
