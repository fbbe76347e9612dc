/**
 * The API's validation texts are written for developers ("Invalid id", "Invalid input: expected
 * string"); a person only meets them through a mangled address or a stale page. They are put in
 * plain words here; every other server message is already meant for people and passes as is.
 */
export const BAD_ADDRESS_TEXT =
  'This link or address does not point to anything on Hearth. Check it, or go back and try again.';
export const BAD_REQUEST_TEXT =
  'Something on this page was out of date. Please reload the page and try again.';

const BAD_ADDRESS = [/^Invalid (\w+ )?id$/i, /^Invalid query parameter\b/i];
const BAD_REQUEST = [
  /^Invalid request$/i,
  /^Invalid input\b/i,
  /^The request body is not valid JSON$/i,
  /^Unsupported content type$/i,
];

export function plainServerText(message: string): string {
  if (BAD_ADDRESS.some((pattern) => pattern.test(message))) return BAD_ADDRESS_TEXT;
  if (BAD_REQUEST.some((pattern) => pattern.test(message))) return BAD_REQUEST_TEXT;
  return message;
}
