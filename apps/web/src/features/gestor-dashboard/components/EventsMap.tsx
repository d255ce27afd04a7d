// The map of event positions (docs/product/gestor-crm-vendas.md §2.2): Leaflet centred on Brazil (-12.2,
// -46.8, zoom 4). Brazil and its neighbours are drawn as SVG from Natural Earth (world-atlas, 1:110m,
// bundled), so the map renders with no tile server; a tile layer is added only when a tile URL is configured
// (parameter MAPA_TILE_URL, or VITE_MAP_TILE_URL at build time). Each grid cell of events is a
// circle sized by its count with the count written inside; circles that would overlap at the current
// zoom are merged (map-clusters.ts; clicking one zooms into it). A legend gives the sizes, and the
// states are named (their abbreviation when zoomed out).
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MAP } from '@portal/shared/constants';
import { formatDecimal } from '@portal/shared/format';
import { GESTOR_LABELS as Lb } from '@portal/shared/labels';
import type { DashboardPosicoes } from '@portal/shared/schemas/gestor';
import { BRAZIL_UFS } from '@portal/shared/ufs';
import { clusterCells, compactCount, legendSamples, radiusFor } from '../map-clusters';

const BRAZIL_ID = '076';
/** South America, so the neighbours frame Brazil. */
const SOUTH_AMERICA = new Set([
  '032',
  '068',
  '152',
  '170',
  '218',
  '238',
  '254',
  '328',
  '600',
  '604',
  '740',
  '858',
  '862',
]);

async function loadCountries(): Promise<{ brazil: FeatureCollection; neighbours: FeatureCollection }> {
  const world = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  const all = feature(world, world.objects.countries) as FeatureCollection;
  return {
    brazil: { type: 'FeatureCollection', features: all.features.filter((f) => f.id === BRAZIL_ID) },
    neighbours: {
      type: 'FeatureCollection',
      features: all.features.filter((f) => SOUTH_AMERICA.has(String(f.id))),
    },
  };
}

/** GeoJSON options are handed to each polygon, so className reaches the SVG path (the typings omit it). */
type PolygonLayerOptions = L.GeoJSONOptions & Pick<L.PathOptions, 'className'>;

/** Under the map: sample circles at the busiest circle's count, a quarter and a sixteenth of it. */
function MapLegend({ max }: { max: number }) {
  return (
    <Box
      data-testid="mapa-legenda"
      aria-label={Lb.mapLegend}
      role="group"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mt: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {Lb.mapLegend}
      </Typography>
      {legendSamples(max).map((n) => {
        const r = radiusFor(n, max);
        return (
          <Box key={n} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              aria-hidden
              sx={{
                width: 2 * r,
                height: 2 * r,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: '#bf360c',
                border: '2px solid #fff',
                boxShadow: '0 0 0 1px #7f2704',
              }}
            />
            <Typography variant="body2">{Lb.cellEvents(formatDecimal(n, 0))}</Typography>
          </Box>
        );
      })}
      <Typography variant="body2" color="text.secondary">
        {Lb.mapLegendNote}
      </Typography>
    </Box>
  );
}

interface Props {
  data: DashboardPosicoes | undefined;
  tileUrl?: string;
}

export function EventsMap({ data, tileUrl }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  /** The busiest circle at the current zoom: the legend's scale. */
  const [legendMax, setLegendMax] = useState(0);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, {
      center: [DASHBOARD_MAP.lat, DASHBOARD_MAP.lon],
      zoom: DASHBOARD_MAP.zoom,
      minZoom: 3,
      maxZoom: 10,
      attributionControl: true,
    });
    map.current = m;
    m.attributionControl.setPrefix(false);
    if (tileUrl) L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(m);
    else m.attributionControl.addAttribution('Natural Earth');
    // Countries in a pane under the overlay pane, so the event circles stay on top whenever they come.
    m.createPane('paises').style.zIndex = '350';
    // State names under the circles: abbreviations when zoomed out, names from zoom 6.
    m.createPane('rotulos').style.zIndex = '450';
    const ufs = L.layerGroup().addTo(m);
    const drawUfs = () => {
      ufs.clearLayers();
      const full = m.getZoom() >= 6;
      for (const u of BRAZIL_UFS) {
        L.marker([u.lat, u.lon], {
          pane: 'rotulos',
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: 'mapa-uf', html: full ? u.nome : u.uf, iconSize: [0, 0] }),
        }).addTo(ufs);
      }
    };
    drawUfs();
    m.on('zoomend', drawUfs);
    markers.current = L.layerGroup().addTo(m);
    let cancelled = false;
    void loadCountries().then(({ brazil, neighbours }) => {
      if (cancelled) return;
      const fill = !tileUrl;
      L.geoJSON(neighbours, {
        pane: 'paises',
        className: 'mapa-vizinhos',
        interactive: false,
        style: { color: '#9e9e9e', weight: 1, fillColor: '#eeeeee', fillOpacity: fill ? 1 : 0 },
      } as PolygonLayerOptions).addTo(m);
      L.geoJSON(brazil, {
        pane: 'paises',
        className: 'mapa-brasil',
        interactive: false,
        style: { color: '#424242', weight: 1.5, fillColor: '#fff3e0', fillOpacity: fill ? 1 : 0.1 },
      } as PolygonLayerOptions).addTo(m);
    });
    return () => {
      cancelled = true;
      m.remove();
      map.current = null;
      markers.current = null;
    };
  }, [tileUrl]);

  useEffect(() => {
    const m = map.current;
    const group = markers.current;
    if (!m || !group) return;
    const items = data?.items ?? [];
    const maxCell = Math.max(1, ...items.map((i) => i.total));
    const draw = () => {
      group.clearLayers();
      const clusters = clusterCells(items, (c) => m.latLngToLayerPoint([c.lat, c.lon]), maxCell);
      // sized against the busiest circle now shown (never larger than when they were grouped)
      const maxCluster = Math.max(1, ...clusters.map((c) => c.total));
      setLegendMax(clusters.length ? maxCluster : 0);
      for (const c of clusters) {
        const r = radiusFor(c.total, maxCluster);
        const text =
          c.cells > 1
            ? Lb.mapCluster(formatDecimal(c.total, 0), c.cells)
            : Lb.cellEvents(formatDecimal(c.total, 0));
        const marker = L.marker([c.lat, c.lon], {
          icon: L.divIcon({
            className: 'mapa-evento',
            html: `<span>${compactCount(c.total)}</span>`,
            iconSize: [2 * r, 2 * r],
          }),
          title: text,
          keyboard: c.cells > 1,
          interactive: true,
        })
          .bindTooltip(text)
          .addTo(group);
        marker.getElement()?.setAttribute('aria-label', text);
        if (c.cells > 1) {
          marker.getElement()?.classList.add('mapa-grupo');
          marker.on('click', () =>
            m.flyToBounds(
              [
                [c.south, c.west],
                [c.north, c.east],
              ],
              { padding: [40, 40], maxZoom: Math.min(m.getMaxZoom(), m.getZoom() + 3) },
            ),
          );
        }
      }
    };
    draw();
    m.on('zoomend', draw);
    return () => {
      m.off('zoomend', draw);
    };
  }, [data]);

  return (
    <>
      <Box
        ref={container}
        role="region"
        aria-label={Lb.map}
        data-testid="mapa-eventos"
        sx={{
          height: { xs: 380, sm: 560 },
          width: '100%',
          borderRadius: 1,
          '&.leaflet-container': { bgcolor: '#cfe3f3' },
          '& .mapa-evento': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            bgcolor: '#bf360c',
            border: '2px solid #fff',
            boxShadow: '0 0 0 1px #7f2704',
            color: '#fff',
            font: '700 11px/1 Roboto, Arial, sans-serif',
            whiteSpace: 'nowrap',
          },
          '& .mapa-grupo': { bgcolor: '#7f2704', cursor: 'zoom-in' },
          '& .mapa-uf': {
            width: 'auto !important',
            height: 'auto !important',
            transform: 'translate(-50%, -50%)',
            color: '#37474f',
            font: '600 11px/1.1 Roboto, Arial, sans-serif',
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            whiteSpace: 'nowrap',
            textShadow: '0 0 3px #fff, 0 0 3px #fff',
            pointerEvents: 'none',
          },
        }}
      />
      {legendMax > 0 ? <MapLegend max={legendMax} /> : null}
    </>
  );
}
