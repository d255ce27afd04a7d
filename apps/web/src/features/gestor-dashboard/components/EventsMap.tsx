// The map of event positions (spec 02 §2.2): Leaflet centred on Brazil (-12.2, -46.8, zoom 4).
// Brazil and its neighbours are drawn as SVG from Natural Earth (world-atlas, 1:110m, bundled), so
// the map renders with no tile server; a tile layer is added only when a tile URL is configured
// (parameter MAPA_TILE_URL, or VITE_MAP_TILE_URL at build time). Each grid cell of events is a
// circle sized by its count.
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';
import Box from '@mui/material/Box';
import { DASHBOARD_MAP } from '@portal/shared/constants';
import { formatDecimal } from '@portal/shared/format';
import { GESTOR_LABELS as Lb } from '@portal/shared/labels';
import type { DashboardPosicoes } from '@portal/shared/schemas/gestor';

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

interface Props {
  data: DashboardPosicoes | undefined;
  tileUrl?: string;
}

export function EventsMap({ data, tileUrl }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);

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
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    const items = data?.items ?? [];
    const max = Math.max(1, ...items.map((i) => i.total));
    for (const cell of items) {
      L.circleMarker([cell.lat, cell.lon], {
        className: 'mapa-evento',
        radius: 4 + 14 * Math.sqrt(cell.total / max),
        color: '#b71c1c',
        weight: 1,
        fillColor: '#e64a19',
        fillOpacity: 0.6,
      })
        .bindTooltip(Lb.cellEvents(formatDecimal(cell.total, 0)))
        .addTo(group);
    }
  }, [data]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={Lb.map}
      data-testid="mapa-eventos"
      sx={{ height: 560, width: '100%', borderRadius: 1, '&.leaflet-container': { bgcolor: '#cfe3f3' } }}
    />
  );
}
