// A value JSON.parse returns. JSDoc cannot declare a type that contains arrays of itself, so the
// JavaScript of scripts/samples takes it from here.
export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue};
