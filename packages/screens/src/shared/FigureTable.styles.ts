import styled from 'styled-components';
import { phoneMedia, visuallyHidden } from '@app/ui';

/** A small table of figures: the first column names the row, the figures line up at the end of theirs. */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  th:first-child,
  td:first-child {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    overflow-wrap: break-word;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  /* a phone's card holds four columns of Malay headings ("Tersedia", "Digunakan") without cutting them */
  ${({ theme }) => phoneMedia(theme)} {
    th,
    td {
      padding-inline: ${({ theme }) => theme.space.xs};
    }
    thead th {
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

/** A table's caption for assistive technology only (the card and its disclosure already say what it is). */
export const StyledCaption = styled.caption`
  ${visuallyHidden}
`;
