/**
 * The home hero's illustration: a chat assistant answering from a stack of documents, linked
 * to a cloud and a guardrail shield. Decorative, drawn as inline SVG, shown on wide screens.
 */
export function HomeIllustration() {
  return (
    <svg viewBox="0 0 560 520" aria-hidden="true" className="h-auto w-full drop-shadow-2xl">
      <defs>
        <linearGradient id="hi-panel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1a2440" />
          <stop offset="1" stopColor="#111a2e" />
        </linearGradient>
        <linearGradient id="hi-brand" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
        <linearGradient id="hi-accent" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#67e8f9" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
        <radialGradient id="hi-halo" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#6366f1" stopOpacity="0.35" />
          <stop offset="1" stopColor="#6366f1" stopOpacity="0" />
        </radialGradient>
      </defs>

      <circle cx="290" cy="260" r="250" fill="url(#hi-halo)" />

      {/* connection lines */}
      <g fill="none" stroke="#67e8f9" strokeOpacity="0.45" strokeWidth="2" strokeDasharray="6 8">
        <path d="M140 130C190 130 190 170 230 170" />
        <path d="M120 390C180 390 190 350 230 350" />
        <path d="M440 110C440 150 420 160 410 170" />
        <path d="M470 420C470 380 440 370 420 360" />
      </g>

      {/* chat window */}
      <g transform="translate(200 120)">
        <rect width="240" height="290" rx="22" fill="url(#hi-panel)" stroke="#ffffff" strokeOpacity="0.14" />
        <path d="M22 0h196a22 22 0 0 1 22 22v34H0V22A22 22 0 0 1 22 0z" fill="url(#hi-brand)" />
        <circle cx="30" cy="28" r="13" fill="#e0e7ff" />
        <path d="M24 30l6-10 6 10M26 27h8" stroke="#4338ca" strokeWidth="2.4" fill="none" strokeLinecap="round" />
        <rect x="52" y="20" width="90" height="8" rx="4" fill="#e0e7ff" />
        <rect x="52" y="33" width="54" height="6" rx="3" fill="#a5b4fc" />
        <circle cx="214" cy="28" r="5" fill="#34d399" />

        <rect x="18" y="74" width="150" height="44" rx="14" fill="#1e293b" />
        <rect x="32" y="88" width="112" height="7" rx="3.5" fill="#94a3b8" />
        <rect x="32" y="101" width="70" height="7" rx="3.5" fill="#64748b" />

        <rect x="84" y="132" width="138" height="34" rx="14" fill="#4f46e5" />
        <rect x="98" y="145" width="104" height="7" rx="3.5" fill="#e0e7ff" />

        <rect x="18" y="180" width="176" height="60" rx="14" fill="#1e293b" />
        <rect x="32" y="194" width="146" height="7" rx="3.5" fill="#94a3b8" />
        <rect x="32" y="207" width="124" height="7" rx="3.5" fill="#94a3b8" />
        <rect x="32" y="222" width="58" height="10" rx="5" fill="#0e7490" />
        <rect x="38" y="225" width="46" height="4" rx="2" fill="#a5f3fc" />

        <rect x="14" y="252" width="212" height="26" rx="13" fill="#0b1120" stroke="#ffffff" strokeOpacity="0.1" />
        <circle cx="212" cy="265" r="9" fill="url(#hi-accent)" />
      </g>

      {/* document stack */}
      <g transform="translate(40 70)">
        <rect x="16" y="14" width="96" height="120" rx="12" fill="#172036" stroke="#ffffff" strokeOpacity="0.1" />
        <rect x="8" y="7" width="96" height="120" rx="12" fill="#1a2440" stroke="#ffffff" strokeOpacity="0.12" />
        <rect width="96" height="120" rx="12" fill="#1e293b" stroke="#ffffff" strokeOpacity="0.16" />
        <rect x="16" y="20" width="50" height="8" rx="4" fill="#67e8f9" />
        {[40, 54, 68, 82].map((y, i) => (
          <rect key={y} x="16" y={y} width={i === 3 ? 40 : 64} height="6" rx="3" fill="#475569" />
        ))}
        <rect x="16" y="96" width="30" height="10" rx="5" fill="#4f46e5" />
      </g>

      {/* cloud */}
      <g transform="translate(30 330)">
        <rect width="120" height="100" rx="20" fill="#1e293b" stroke="#ffffff" strokeOpacity="0.14" />
        <path
          d="M38 66h46a16 16 0 0 0 0-32 22 22 0 0 0-42-4 16 16 0 0 0-4 36z"
          fill="none"
          stroke="url(#hi-accent)"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <rect x="30" y="78" width="60" height="6" rx="3" fill="#475569" />
      </g>

      {/* shield */}
      <g transform="translate(400 40)">
        <rect width="84" height="84" rx="20" fill="#1e293b" stroke="#ffffff" strokeOpacity="0.14" />
        <path d="M42 16l22 8v16c0 15-10 25-22 30-12-5-22-15-22-30V24z" fill="url(#hi-brand)" />
        <path d="M32 42l7 7 14-14" fill="none" stroke="#e0e7ff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </g>

      {/* stat chip */}
      <g transform="translate(360 380)">
        <rect width="170" height="78" rx="18" fill="#ffffff" />
        <rect x="16" y="18" width="42" height="42" rx="12" fill="#eef2ff" />
        <path d="M26 48l8-9 7 5 9-13" fill="none" stroke="#4f46e5" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="70" y="22" width="70" height="14" rx="4" fill="#0b1120" />
        <rect x="70" y="44" width="84" height="8" rx="4" fill="#94a3b8" />
      </g>

      {/* sparkles */}
      <g fill="#67e8f9">
        <path d="M180 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" />
        <path d="M520 250l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fillOpacity="0.8" />
        <circle cx="170" cy="470" r="5" fillOpacity="0.6" />
      </g>
    </svg>
  );
}
