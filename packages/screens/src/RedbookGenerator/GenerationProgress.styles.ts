import styled from 'styled-components';
import { ms } from '@app/ui';

export const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledProgressTrack = styled.div`
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutralSoft};
  overflow: hidden;
`;

export const StyledProgressFill = styled.div`
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => ms(theme.durations.fast)} linear;
`;
