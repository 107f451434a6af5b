import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';

/** The common layout of every route: header, breadcrumb bar, content, footer. */
export function Layout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
