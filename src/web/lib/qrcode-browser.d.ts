/**
 * The browser build of `qrcode`, the part the web uses. `@types/qrcode` describes the Node
 * build too and pulls Node's types into whatever imports it, which the web's type check must
 * not have (tsconfig.web.json).
 */
declare module 'qrcode/lib/browser.js' {
  interface QrOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  }
  const qrcode: {
    toDataURL(text: string, options?: QrOptions): Promise<string>;
    toString(text: string, options: QrOptions & { type: 'svg' }): Promise<string>;
  };
  export default qrcode;
}
