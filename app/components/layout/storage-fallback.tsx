/*
 * A framed page may be denied browser storage (third-party storage blocking): reading
 * `window.sessionStorage` then throws, and React Router's scroll restoration script (which reads it
 * before anything else runs) would throw uncaught. This runs first and, only where the browser
 * refuses, puts an in-memory storage in its place for this page's life.
 */
const SCRIPT = `(function(){function m(){var d={};return{getItem:function(k){return Object.prototype.hasOwnProperty.call(d,k)?d[k]:null},setItem:function(k,v){d[k]=String(v)},removeItem:function(k){delete d[k]},clear:function(){d={}},key:function(i){var k=Object.keys(d);return i<k.length?k[i]:null},get length(){return Object.keys(d).length}}}["sessionStorage","localStorage"].forEach(function(n){try{window[n].length}catch(e){try{Object.defineProperty(window,n,{configurable:true,value:m()})}catch(e2){}}})})();`;

export function StorageFallback({ nonce }: { nonce: string | undefined }) {
  // The browser hides a nonce from the DOM after use, so hydration sees another value: not a mismatch.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
