/** Design tokens. Every colour, space, radius, shadow, font, layer and duration in the UI comes from here. */
export const theme = {
  colors: {
    primary: '#c2185b',
    primaryHover: '#a3144c',
    primaryText: '#ffffff',
    secondary: '#eef0f4',
    secondaryHover: '#dde1e8',
    secondaryText: '#1f2430',
    danger: '#c62828',
    dangerHover: '#a31f1f',
    success: '#2e7d32',
    warning: '#a15c00',
    info: '#1565c0',
    text: '#1f2430',
    textMuted: '#5b6475',
    border: '#cfd4dc',
    borderStrong: '#8a93a3',
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    overlay: 'rgba(15, 18, 25, 0.55)',
    focus: '#1a56db',
    selected: '#fce4ec',
    sidebar: '#1d2330',
    sidebarText: '#e3e6ec',
    sidebarActive: '#c2185b',
    successSoft: '#e6f4ea',
    dangerSoft: '#fdecea',
    infoSoft: '#e8f0fe',
    neutralSoft: '#eceff3',
    warningSoft: '#fff4e5',
    scrim: 'rgba(246, 247, 249, 0.72)',
    sidebarHover: '#2a3242',
    sidebarBorder: '#2f3747',
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
    round: '50%',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 18, 25, 0.08)',
    md: '0 4px 12px rgba(15, 18, 25, 0.12)',
    lg: '0 12px 32px rgba(15, 18, 25, 0.2)',
    focus: '0 0 0 3px rgba(26, 86, 219, 0.45)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeights: {
    regular: 400,
    medium: 500,
    bold: 700,
  },
  sizes: {
    sidebarExpanded: '16rem',
    sidebarCollapsed: '4rem',
    /** The widest screen with the phone layout: the sidebar as a drawer, dialogs as sheets. */
    phoneMax: '47.98rem',
    /** The widest screen where a DataTable shows its rows as cards (600 px). */
    cardsMax: '37.5rem',
    /** The smallest comfortable touch target (44 px). */
    touchTarget: '2.75rem',
    qrCode: '200px',
    control: '2.5rem',
    controlSm: '2rem',
    controlLg: '3rem',
    mediaThumbnail: '7rem',
    menuMinWidth: '10rem',
    searchField: '20rem',
  },
  zIndices: {
    sidebar: 100,
    dropdown: 200,
    overlay: 300,
    modal: 400,
    tooltip: 500,
    toast: 600,
  },
  durations: {
    pageFade: 150,
    modalFade: 300,
    tooltipShow: 0,
    tooltipHide: 50,
    fast: 120,
    /** One turn of a spinner. */
    spin: 800,
    /** One sweep of an upload's progress bar while its percentage is unknown. */
    progressSweep: 1200,
    /** Every transition and animation under `prefers-reduced-motion`: next to none, so their end events still fire. */
    reducedMotion: 0.01,
  },
} as const;

export type AppTheme = typeof theme;

/** Milliseconds as a CSS time value. */
export function ms(value: number): string {
  return `${value}ms`;
}
