/** Whether a notification's `link` is a path of this app to navigate to (anything else is not followed). */
export const isAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');
