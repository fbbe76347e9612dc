export const UPLOAD_TOO_LARGE = 'Could not upload image (File must be less than 2MB)';
