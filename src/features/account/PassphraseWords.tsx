import Box from '@mui/material/Box';

/** A passphrase's 12 words, numbered, in a grid: shown once when it is made. */
export function PassphraseWords({ words, label }: { words: readonly string[]; label: string }) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
        gap: 1,
        p: 2,
        m: 0,
        pl: 5,
        bgcolor: 'background.paper',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: '1.05rem',
      }}
    >
      {words.map((word, index) => (
        <li key={index}>{word}</li>
      ))}
    </Box>
  );
}
