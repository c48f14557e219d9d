import styled from 'styled-components';
import { KeywordBadges } from '../KeywordBadges';
import { focusRing } from '../theme';

export const StyledInfoButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: help;
  &:hover {
    color: ${({ theme }) => theme.colors.info};
  }
  ${focusRing()}
`;

export const StyledKeywordPreview = styled(KeywordBadges)`
  margin-top: ${({ theme }) => theme.space.xxs};
`;
