/**
 * Strings of the image picker (a user's or a team's picture). They ship with the picker, which loads on first
 * use; apps override them like any message.
 */
export const imageMessages = {
  imageLabel: 'Profile picture',
  imageChange: 'Change picture',
  imageUpload: 'Upload a picture',
  imageRemove: 'Remove picture',
  imageCrop: 'Picture crop: drag it or use the arrow keys to move it, + and − to zoom',
  imageZoom: 'Zoom',
  imageNotImage: 'This file is not an image. Choose a PNG, JPEG, GIF, WebP or BMP picture.',
  imageTooLarge: 'This file is too large: choose a picture under {max} MB.',
  imageSaved: 'Picture saved.',
  imageRemoved: 'Picture removed.',
};

export type ImageMessages = typeof imageMessages;
