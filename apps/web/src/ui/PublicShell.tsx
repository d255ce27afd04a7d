// The branded frame of the public screens (login, recovery, reset, registration, approval form,
// legal pages): the brand's background, a card with the brand's header image and logos, and the
// legal links. Images wait for the brand to load, so one brand never flashes another's pictures.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Marca } from '@portal/shared/schemas/marcas';
import { PUBLIC_LABELS } from '@portal/shared/labels';

export interface PublicShellProps {
  marca: Marca;
  /** The brand has loaded (before that no brand image is shown). */
  ready: boolean;
  /** Which card header image: the login one or the registration one. */
  header: 'login' | 'cadastro';
  /** The page heading (h1). */
  title: ReactNode;
  /** Keep the heading for screen readers only (the logo already says it). */
  hideTitle?: boolean;
  /** Card width in px (default 440). */
  maxWidth?: number;
  children: ReactNode;
}

const HEADER_HEIGHT = 96;
/** Set by the API on the page it serves (apps/api/src/modules/marcas/index-html.ts). */
const LOGIN_HEADER_VARIABLE = '--marca-cabecalho-login';
/** Hidden on screen, read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export function PublicShell({
  marca,
  ready,
  header,
  title,
  hideTitle,
  maxWidth = 440,
  children,
}: PublicShellProps) {
  const headerImage = header === 'login' ? marca.loginCabecalho : marca.cadastroCabecalho;
  const showRight = marca.duasLogos && !!marca.logoDireita;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1, sm: 3 },
        bgcolor: 'grey.900',
        backgroundImage: ready && marca.loginFundo ? `url("${marca.loginFundo}")` : 'none',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Card sx={{ width: '100%', maxWidth, overflow: 'hidden' }} elevation={8}>
        <Box
          sx={{
            height: HEADER_HEIGHT,
            bgcolor: 'primary.main',
            // The login's header picture as the API put it in the page (apps/api's index-html.ts):
            // it paints with the prerendered login, before the brand has loaded; the picture below
            // then covers it exactly.
            ...(header === 'login' && {
              backgroundImage: `var(${LOGIN_HEADER_VARIABLE}, none)`,
              backgroundSize: 'cover',
              backgroundPosition: 'left center',
            }),
          }}
        >
          {ready && headerImage ? (
            <Box
              component="img"
              src={headerImage}
              alt=""
              fetchPriority="high"
              sx={{
                display: 'block',
                width: '100%',
                height: HEADER_HEIGHT,
                objectFit: 'cover',
                objectPosition: 'left center',
              }}
            />
          ) : null}
        </Box>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              justifyContent: showRight ? 'space-between' : 'center',
              minHeight: 48,
              mb: 1,
            }}
          >
            {ready && marca.logoEsquerda ? (
              <Box
                component="img"
                src={marca.logoEsquerda}
                alt={marca.logoEsquerdaAlt ?? marca.nome}
                sx={{ height: 48, maxWidth: '75%' }}
              />
            ) : null}
            {ready && showRight ? (
              <Box
                component="img"
                src={marca.logoDireita!}
                alt={marca.logoDireitaAlt ?? ''}
                sx={{ height: 48 }}
              />
            ) : null}
          </Stack>
          <Typography
            variant="h5"
            component="h1"
            align="center"
            gutterBottom
            sx={hideTitle ? visuallyHidden : { mt: 1 }}
          >
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Stack
        component="nav"
        aria-label={PUBLIC_LABELS.legalNav}
        sx={{
          mt: 2,
          width: '100%',
          alignItems: 'center',
          color: 'common.white',
          textShadow: '0 1px 2px rgba(0,0,0,.8)',
          textAlign: 'center',
        }}
      >
        {/* The company's name waits for the brand too (the prerendered login is every brand's); its
            line is kept meanwhile, so the links and the centred card do not move when it comes. */}
        <Typography variant="body2" component="span" sx={{ minHeight: '1.43em' }}>
          {ready ? `© ${marca.razaoSocial}` : null}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          <Link component={RouterLink} to="/lgpd/termos" color="inherit" variant="body2">
            {PUBLIC_LABELS.legalTerms}
          </Link>
          <Link component={RouterLink} to="/lgpd/politica" color="inherit" variant="body2">
            {PUBLIC_LABELS.legalPolicy}
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
