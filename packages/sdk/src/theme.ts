// The tenant's theme (brand, colours, §9 themes): the shell's MUI ThemeProvider is above every app,
// and MUI is one shared module, so an app's MUI components already wear it. This hook is for an
// app's own styles that need the palette or spacing outside `sx`.
import { useTheme, type Theme } from '@mui/material/styles';

export function useShellTheme(): Theme {
  return useTheme();
}
export type { Theme };
