/**
 * JSON text known to serialise a value of type `T` (a record or payload stored already serialised,
 * sent as is): the compiler still knows what the text holds.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** The one place a value becomes its JsonText. */
export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
