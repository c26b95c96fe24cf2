/**
 * A refused bet or action, with a stable code the server maps to a 4xx and the client to a message. Every table
 * game throws its own subclass so a caller can tell them apart with `instanceof`.
 */
export class TableGameError<Code extends string = string> extends Error {
  readonly code: Code;

  constructor(code: Code, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
