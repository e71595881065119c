import type { StormMap } from "../../lib/storms/storm-views";

interface StormMapSvgProps {
  map: StormMap;
  title: string;
  description: string;
}

/**
 * A map drawn on the server: the service area's counties (Census shapes), the circle
 * searched around the ZIP, and each report, hail sized by its diameter. No tiles, no script.
 */
export function StormMapSvg({ map, title, description }: StormMapSvgProps) {
  return (
    <figure className="border-line rounded-xl border bg-white p-3">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        role="img"
        aria-labelledby="storm-map-title storm-map-desc"
        className="h-auto w-full"
      >
        <title id="storm-map-title">{title}</title>
        <desc id="storm-map-desc">{description}</desc>
        {map.counties.map((county) => (
          <path key={county.name} d={county.path} fill="#f0f5fa" stroke="#1f4f7a" strokeWidth={1.2}>
            <title>{`${county.name} County`}</title>
          </path>
        ))}
        {map.circle && (
          <g>
            <path
              d={map.circle.path}
              fill="#c2410c"
              fillOpacity={0.06}
              stroke="#c2410c"
              strokeDasharray="6 4"
            />
            <circle cx={map.circle.center.x} cy={map.circle.center.y} r={5} fill="#0f2a44" />
            <text
              x={map.circle.center.x + 8}
              y={map.circle.center.y - 8}
              fontSize={14}
              fontWeight={700}
              fill="#0f2a44"
            >
              {map.circle.label}
            </text>
          </g>
        )}
        {map.reports.map((report, index) =>
          report.kind === "hail" ? (
            <circle
              key={index}
              cx={report.x}
              cy={report.y}
              r={report.r}
              fill="#1f4f7a"
              fillOpacity={0.55}
              stroke="#0f2a44"
            >
              <title>{report.label}</title>
            </circle>
          ) : (
            <rect key={index} x={report.x - 3} y={report.y - 3} width={6} height={6} fill="#a3360a">
              <title>{report.label}</title>
            </rect>
          ),
        )}
      </svg>
      <figcaption className="text-muted mt-2 text-sm">
        Blue circles: hail, larger for larger stones. Orange squares: damaging wind.
        {map.circle && " Dashed: 10 miles around the ZIP code's center."} County lines from the U.S.
        Census Bureau.
      </figcaption>
    </figure>
  );
}
