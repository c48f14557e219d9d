import styled, { css, type RuleSet } from 'styled-components';

export type MediaPreviewSize = 'thumbnail' | 'card';

const frameSizes: Record<MediaPreviewSize, RuleSet<object>> = {
  thumbnail: css`
    width: ${({ theme }) => theme.sizes.mediaThumbnail};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  `,
  card: css`
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
};

/** A card note keeps the media's 16:9 shape (as a minimum) so previews line up in a grid; a thumbnail note grows. */
const noteShape: Record<MediaPreviewSize, string> = { thumbnail: '', card: 'aspect-ratio: 16 / 9;' };

const imageFit: Record<MediaPreviewSize, 'cover' | 'contain'> = { thumbnail: 'cover', card: 'contain' };

const frame = css<{ $size: MediaPreviewSize }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${({ $size }) => frameSizes[$size]}
`;

export const StyledMediaFrame = styled.div<{ $size: MediaPreviewSize }>`
  ${frame}
`;

export const StyledStateFrame = styled.div<{ $size: MediaPreviewSize }>`
  ${frame}
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** The image's <picture> (its versions by screen width) takes no box: the image fills the frame itself. */
export const StyledPicture = styled.picture`
  display: contents;
`;

export const StyledImage = styled.img<{ $size: MediaPreviewSize }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: ${({ $size }) => imageFit[$size]};
`;

/** A video's length over its poster, top right (the controls are along the bottom). */
export const StyledDuration = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgb(0 0 0 / 70%);
  color: #fff;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1.5;
  pointer-events: none;
`;

export const StyledVideo = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.sidebar};
`;

export const StyledNote = styled.blockquote<{ $size: MediaPreviewSize }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.4;
  overflow-wrap: anywhere;
  white-space: pre-line;
  ${({ $size }) => frameSizes[$size]}
  ${({ $size }) => noteShape[$size]}
`;

export const StyledEmptyNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
