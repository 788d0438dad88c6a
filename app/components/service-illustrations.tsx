/**
 * Hero illustrations of the service and course pages, drawn for the dark hero background.
 * All are decorative (aria-hidden); the text next to them says what they show.
 */

const frame = "w-full max-w-md justify-self-end drop-shadow-2xl";

/** A chat window: a question, a streamed answer and a typing indicator. */
export function ChatIllustration() {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" className={frame}>
      <rect x="20" y="10" width="360" height="300" rx="20" fill="#111a2e" stroke="#ffffff" strokeOpacity="0.12" />
      <rect x="20" y="10" width="360" height="48" rx="20" fill="#1e1b4b" />
      <rect x="20" y="38" width="360" height="20" fill="#1e1b4b" />
      <circle cx="52" cy="34" r="12" fill="#22d3ee" />
      <rect x="74" y="27" width="110" height="8" rx="4" fill="#e0e7ff" />
      <rect x="74" y="40" width="64" height="6" rx="3" fill="#818cf8" />
      <rect x="170" y="80" width="186" height="46" rx="16" fill="#4f46e5" />
      <rect x="186" y="95" width="130" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.9" />
      <rect x="186" y="109" width="90" height="7" rx="3.5" fill="#ffffff" fillOpacity="0.6" />
      <rect x="44" y="146" width="220" height="76" rx="16" fill="#1f2a44" />
      <rect x="60" y="162" width="170" height="7" rx="3.5" fill="#c7d2fe" />
      <rect x="60" y="176" width="186" height="7" rx="3.5" fill="#c7d2fe" fillOpacity="0.8" />
      <rect x="60" y="190" width="120" height="7" rx="3.5" fill="#c7d2fe" fillOpacity="0.6" />
      <rect x="60" y="204" width="70" height="7" rx="3.5" fill="#22d3ee" fillOpacity="0.8" />
      <rect x="44" y="238" width="70" height="30" rx="15" fill="#1f2a44" />
      <circle cx="64" cy="253" r="4" fill="#818cf8" />
      <circle cx="79" cy="253" r="4" fill="#818cf8" fillOpacity="0.7" />
      <circle cx="94" cy="253" r="4" fill="#818cf8" fillOpacity="0.4" />
      <rect x="40" y="280" width="280" height="18" rx="9" fill="#ffffff" fillOpacity="0.06" />
      <circle cx="344" cy="289" r="12" fill="#22d3ee" />
      <path d="m339 289 4 4 7-8" fill="none" stroke="#0b1120" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Documents flowing into an index and out as an answer with a citation. */
export function DocumentsIllustration() {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" className={frame}>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${24 + i * 14} ${40 + i * 22})`}>
          <rect width="110" height="140" rx="10" fill="#1f2a44" stroke="#ffffff" strokeOpacity="0.14" />
          <rect x="16" y="20" width="60" height="7" rx="3.5" fill="#a5b4fc" />
          <rect x="16" y="38" width="78" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.35" />
          <rect x="16" y="50" width="70" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.35" />
          <rect x="16" y="62" width="74" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.35" />
          <rect x="16" y="74" width="50" height="5" rx="2.5" fill="#22d3ee" fillOpacity={i === 2 ? 0.9 : 0.3} />
        </g>
      ))}
      <path d="M178 160h44" stroke="#818cf8" strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
      <circle cx="200" cy="160" r="22" fill="#4f46e5" />
      <circle cx="196" cy="156" r="8" fill="none" stroke="#ffffff" strokeWidth="3" />
      <path d="m202 162 7 7" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
      <rect x="236" y="84" width="148" height="152" rx="16" fill="#111a2e" stroke="#22d3ee" strokeOpacity="0.5" />
      <rect x="254" y="104" width="90" height="8" rx="4" fill="#e0e7ff" />
      <rect x="254" y="124" width="112" height="6" rx="3" fill="#c7d2fe" fillOpacity="0.7" />
      <rect x="254" y="138" width="104" height="6" rx="3" fill="#c7d2fe" fillOpacity="0.7" />
      <rect x="254" y="152" width="84" height="6" rx="3" fill="#c7d2fe" fillOpacity="0.7" />
      <rect x="254" y="180" width="58" height="22" rx="11" fill="#22d3ee" fillOpacity="0.18" />
      <rect x="264" y="188" width="38" height="6" rx="3" fill="#22d3ee" />
      <rect x="318" y="180" width="48" height="22" rx="11" fill="#22d3ee" fillOpacity="0.18" />
      <rect x="328" y="188" width="28" height="6" rx="3" fill="#22d3ee" />
    </svg>
  );
}

/** Connected nodes around a central hub: systems linked by AI. */
export function ConnectIllustration() {
  const nodes = [
    [80, 70],
    [320, 70],
    [60, 220],
    [340, 220],
    [200, 290],
  ] as const;
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" className={frame}>
      {nodes.map(([x, y]) => (
        <path key={`l${x}-${y}`} d={`M200 160L${x} ${y}`} stroke="#818cf8" strokeOpacity="0.6" strokeWidth="2.5" strokeDasharray="5 7" />
      ))}
      {nodes.map(([x, y], i) => (
        <g key={`n${x}-${y}`}>
          <rect x={x - 34} y={y - 24} width="68" height="48" rx="12" fill="#1f2a44" stroke="#ffffff" strokeOpacity="0.14" />
          <rect x={x - 18} y={y - 8} width="36" height="6" rx="3" fill={i % 2 ? "#22d3ee" : "#a5b4fc"} />
          <rect x={x - 18} y={y + 4} width="24" height="5" rx="2.5" fill="#ffffff" fillOpacity="0.35" />
        </g>
      ))}
      <circle cx="200" cy="160" r="46" fill="#4f46e5" fillOpacity="0.25" />
      <circle cx="200" cy="160" r="32" fill="#4f46e5" />
      <path
        d="M188 172 200 146l12 26M192.5 164h15"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A course board: a progress path through modules toward a certificate. */
export function LearningIllustration() {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" className={frame}>
      <rect x="20" y="20" width="360" height="280" rx="20" fill="#111a2e" stroke="#ffffff" strokeOpacity="0.12" />
      <path d="M70 240C120 240 110 170 170 170S230 100 290 100" fill="none" stroke="#818cf8" strokeWidth="3" strokeDasharray="6 8" />
      {[
        [70, 240, true],
        [170, 170, true],
        [290, 100, false],
      ].map(([x, y, done]) => (
        <g key={`${x}`}>
          <circle
            cx={x as number}
            cy={y as number}
            r="20"
            fill={done ? "#4f46e5" : "#1f2a44"}
            stroke="#22d3ee"
            strokeOpacity={done ? 0 : 0.8}
            strokeWidth="2"
          />
          {done && (
            <path
              d={`M${(x as number) - 8} ${y as number}l5 5 11-11`}
              fill="none"
              stroke="#ffffff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </g>
      ))}
      <g transform="translate(300 190)">
        <rect width="64" height="82" rx="10" fill="#1f2a44" stroke="#22d3ee" strokeOpacity="0.5" />
        <circle cx="32" cy="32" r="14" fill="#22d3ee" />
        <path d="M24 48 20 68l12-6 12 6-4-20" fill="#22d3ee" fillOpacity="0.7" />
      </g>
      <rect x="48" y="48" width="140" height="10" rx="5" fill="#e0e7ff" />
      <rect x="48" y="68" width="96" height="7" rx="3.5" fill="#a5b4fc" fillOpacity="0.7" />
    </svg>
  );
}
