import * as b from './lib/bundle-size.ts';
console.log(Object.keys(b));
