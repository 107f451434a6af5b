import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/** A router link styled as text (underlined on hover), lighter than MUI Link for the layout. */
export const TextLink = styled(RouterLink)({
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
});
