// Text files imported whole (vite's `?raw`): test corpora.
declare module '*?raw' {
  const text: string;
  export default text;
}
