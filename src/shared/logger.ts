import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs. Keys, secrets and bodies never reach a log line: the redaction list covers
 * the headers that carry them, and request bodies are not logged at all.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'pss' },
    redact: {
      paths: ['req.headers["x-api-key"]', 'req.headers.authorization', 'req.headers.cookie', 'apiKey', 'secret', '*.secret', '*.apiKey'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
