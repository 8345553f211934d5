import { IMAGE_MAX_BYTES } from '@clutch/contract/teams';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const invalidImage = () => badRequest('The image must be a PNG, JPEG, WebP or GIF file.', 'INVALID_IMAGE');
export const imageTooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', `The image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
