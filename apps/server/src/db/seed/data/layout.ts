import type { SeedLayout } from './types.ts';

/** Footer content: licence, age notice, helplines and responsible-gaming links. */
export const layout: SeedLayout = {
  translations: {
    en: {
      licence:
        'Croupier is operated by Croupier Entertainment N.V., a company registered in Curaçao under registration no. 158742, with its registered office at Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Croupier Entertainment N.V. is licensed and regulated by the Curaçao Gaming Authority under licence no. OGL/2024/118/0473. Gambling can be addictive; please play responsibly.',
      copyright: '© 2026 Croupier Entertainment N.V. All rights reserved.',
      ageNotice: '18+ | Play responsibly',
      helplines: [
        {
          name: 'GamCare – National Gambling Helpline',
          phone: '0808 8020 133',
          url: 'https://www.gamcare.org.uk',
        },
        {
          name: 'Gamblers Anonymous',
          phone: '0330 094 0322',
          url: 'https://www.gamblersanonymous.org.uk',
        },
      ],
      responsibleGamingLinks: [
        { label: 'Responsible gaming', href: '/static/responsible-gaming' },
        { label: 'Set your limits', href: '/profile/limits' },
        { label: 'Identity verification (KYC)', href: '/static/kyc-policy' },
      ],
    },
    de: {
      licence:
        'Croupier wird betrieben von der Croupier Entertainment N.V., einer in Curaçao unter der Registernummer 158742 eingetragenen Gesellschaft mit Sitz in Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Die Croupier Entertainment N.V. ist von der Curaçao Gaming Authority unter der Lizenznummer OGL/2024/118/0473 lizenziert und wird von ihr beaufsichtigt. Glücksspiel kann süchtig machen – bitte spiele verantwortungsbewusst.',
      copyright: '© 2026 Croupier Entertainment N.V. Alle Rechte vorbehalten.',
      ageNotice: '18+ | Verantwortungsvoll spielen',
      helplines: [
        {
          name: 'BZgA Glücksspielsucht-Hotline',
          phone: '0800 1 372 700',
          url: 'https://www.check-dein-spiel.de',
        },
        {
          name: 'TelefonSeelsorge',
          phone: '0800 111 0 111',
          url: 'https://www.telefonseelsorge.de',
        },
      ],
      responsibleGamingLinks: [
        { label: 'Verantwortungsvolles Spielen', href: '/static/responsible-gaming' },
        { label: 'Limits festlegen', href: '/profile/limits' },
        { label: 'Identitätsprüfung (KYC)', href: '/static/kyc-policy' },
      ],
    },
    es: {
      licence:
        'Croupier está operado por Croupier Entertainment N.V., sociedad inscrita en Curazao con el n.º de registro 158742 y domicilio social en Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curazao. Croupier Entertainment N.V. cuenta con licencia de la Curaçao Gaming Authority, que la regula y supervisa, con el n.º OGL/2024/118/0473. El juego puede crear adicción; juega con responsabilidad.',
      copyright: '© 2026 Croupier Entertainment N.V. Todos los derechos reservados.',
      ageNotice: '+18 | Juega con responsabilidad',
      helplines: [
        {
          name: 'FEJAR – Federación Española de Jugadores de Azar Rehabilitados',
          phone: '900 200 225',
          url: 'https://www.fejar.org',
        },
        {
          name: 'Teléfono de la Esperanza',
          phone: '717 003 717',
          url: 'https://telefonodelaesperanza.org',
        },
      ],
      responsibleGamingLinks: [
        { label: 'Juego responsable', href: '/static/responsible-gaming' },
        { label: 'Establece tus límites', href: '/profile/limits' },
        { label: 'Verificación de identidad (KYC)', href: '/static/kyc-policy' },
      ],
    },
    'pt-BR': {
      licence:
        'A Croupier é operada pela Croupier Entertainment N.V., empresa registrada em Curaçao sob o n.º 158742, com sede em Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. A Croupier Entertainment N.V. é licenciada e regulamentada pela Curaçao Gaming Authority sob a licença n.º OGL/2024/118/0473. Jogos de azar podem causar dependência; jogue com responsabilidade.',
      copyright: '© 2026 Croupier Entertainment N.V. Todos os direitos reservados.',
      ageNotice: '18+ | Jogue com responsabilidade',
      helplines: [
        { name: 'CVV – Centro de Valorização da Vida', phone: '188', url: 'https://cvv.org.br' },
        {
          name: 'Jogadores Anônimos do Brasil',
          phone: '',
          url: 'https://www.jogadoresanonimos.com.br',
        },
      ],
      responsibleGamingLinks: [
        { label: 'Jogo responsável', href: '/static/responsible-gaming' },
        { label: 'Defina seus limites', href: '/profile/limits' },
        { label: 'Verificação de identidade (KYC)', href: '/static/kyc-policy' },
      ],
    },
  },
};
