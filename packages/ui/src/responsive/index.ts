export { phoneMedia, phoneQuery } from './media';
export { useMediaQuery, usePhoneLayout } from './useMediaQuery';
