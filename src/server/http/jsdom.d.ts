/** The part of jsdom's API the server's HTML sanitiser uses (the package ships no types). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
