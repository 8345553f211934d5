import type { Config } from '../config.ts';

/** Our origin only, plus the payment provider and Google sign-in origins the client loads. */
export function contentSecurityPolicy(config: Config) {
  const google = ['https://accounts.google.com', 'https://accounts.google.com/gsi/'];
  const stripe = ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://api.stripe.com'];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'", 'https://checkout.stripe.com'],
    scriptSrc: ["'self'", ...google, ...stripe],
    // Radix and Google's button set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3.publicUrl ? [config.s3.publicUrl] : [])],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google, ...stripe, config.publicUrl.replace(/^http/, 'ws')],
    frameSrc: ["'self'", ...google, ...stripe, 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.twitch.tv'],
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}

/**
 * The policy of the pages other sites put in an `<iframe>` (a tournament's embed, a stream overlay): the same as
 * everywhere else, except that any site may frame them. Read-only pages that act for nobody, so framing them
 * can trick no one into a click.
 */
export function embeddableContentSecurityPolicy(config: Config) {
  return { ...contentSecurityPolicy(config), frameAncestors: ['*'] };
}
