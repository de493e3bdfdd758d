import type { SeedWelcomePackage } from './types.ts';

/** Four-step welcome package: up to €1,500 + 350 free spins in total. */
export const welcomePackage: SeedWelcomePackage = {
  theme: { from: '#3a0d52', to: '#0b1030', accent: '#f5c542', motif: 'gift' },
  translations: {
    en: {
      title: 'Welcome Package',
      description:
        'Up to €1,500 + 350 free spins spread across your first four deposits. Make each deposit within 7 days of the previous one to unlock the next step.',
      steps: [
        {
          title: '1st deposit',
          reward: '100% up to €500 + 200 free spins',
          details:
            'Minimum deposit €20. Free spins are credited in daily batches of 20 over 10 days on Sands of Anubet.',
        },
        {
          title: '2nd deposit',
          reward: '75% up to €400 + 50 free spins',
          details: 'Minimum deposit €20. Free spins on Retro Reels are credited instantly.',
        },
        {
          title: '3rd deposit',
          reward: '50% up to €300 + 50 free spins',
          details: 'Minimum deposit €30. Free spins on Fruit Fiesta are credited instantly.',
        },
        {
          title: '4th deposit',
          reward: '100% up to €300 + 50 free spins',
          details: 'Minimum deposit €30. Free spins on Crown Jewels are credited instantly.',
        },
      ],
      terms:
        'New players only, 18+. Each deposit bonus must be wagered 35x (bonus amount) and free-spin winnings 40x within 14 days. Maximum bet while a bonus is active: €5. Free spins are worth €0.20 each and expire 7 days after crediting. Each step must be claimed within 7 days of the previous one. Deposits via Skrill and Neteller are excluded. Full <a href="/static/bonus-terms">bonus terms</a> apply.',
      ctaLabel: 'Claim your package',
    },
    de: {
      title: 'Willkommenspaket',
      description:
        'Bis zu 1.500 € + 350 Freispiele, verteilt auf deine ersten vier Einzahlungen. Zahle jeweils innerhalb von 7 Tagen nach der vorherigen Einzahlung ein, um die nächste Stufe freizuschalten.',
      steps: [
        {
          title: '1. Einzahlung',
          reward: '100 % bis zu 500 € + 200 Freispiele',
          details:
            'Mindesteinzahlung 20 €. Die Freispiele werden über 10 Tage in täglichen Paketen à 20 für Sands of Anubet gutgeschrieben.',
        },
        {
          title: '2. Einzahlung',
          reward: '75 % bis zu 400 € + 50 Freispiele',
          details:
            'Mindesteinzahlung 20 €. Die Freispiele für Retro Reels werden sofort gutgeschrieben.',
        },
        {
          title: '3. Einzahlung',
          reward: '50 % bis zu 300 € + 50 Freispiele',
          details:
            'Mindesteinzahlung 30 €. Die Freispiele für Fruit Fiesta werden sofort gutgeschrieben.',
        },
        {
          title: '4. Einzahlung',
          reward: '100 % bis zu 300 € + 50 Freispiele',
          details:
            'Mindesteinzahlung 30 €. Die Freispiele für Crown Jewels werden sofort gutgeschrieben.',
        },
      ],
      terms:
        'Nur für neue Spieler ab 18 Jahren. Jeder Einzahlungsbonus muss innerhalb von 14 Tagen 35-fach (Bonusbetrag) umgesetzt werden, Gewinne aus Freispielen 40-fach. Maximaler Einsatz bei aktivem Bonus: 5 €. Jedes Freispiel hat einen Wert von 0,20 € und verfällt 7 Tage nach der Gutschrift. Jede Stufe muss innerhalb von 7 Tagen nach der vorherigen aktiviert werden. Einzahlungen per Skrill und Neteller sind ausgeschlossen. Es gelten die vollständigen <a href="/static/bonus-terms">Bonusbedingungen</a>.',
      ctaLabel: 'Paket sichern',
    },
    es: {
      title: 'Paquete de bienvenida',
      description:
        'Hasta 1.500 € + 350 giros gratis repartidos en tus cuatro primeros depósitos. Realiza cada depósito en los 7 días siguientes al anterior para desbloquear el siguiente paso.',
      steps: [
        {
          title: '1.er depósito',
          reward: '100 % hasta 500 € + 200 giros gratis',
          details:
            'Depósito mínimo de 20 €. Los giros gratis se acreditan en lotes diarios de 20 durante 10 días en Sands of Anubet.',
        },
        {
          title: '2.º depósito',
          reward: '75 % hasta 400 € + 50 giros gratis',
          details:
            'Depósito mínimo de 20 €. Los giros gratis en Retro Reels se acreditan al instante.',
        },
        {
          title: '3.er depósito',
          reward: '50 % hasta 300 € + 50 giros gratis',
          details:
            'Depósito mínimo de 30 €. Los giros gratis en Fruit Fiesta se acreditan al instante.',
        },
        {
          title: '4.º depósito',
          reward: '100 % hasta 300 € + 50 giros gratis',
          details:
            'Depósito mínimo de 30 €. Los giros gratis en Crown Jewels se acreditan al instante.',
        },
      ],
      terms:
        'Solo para nuevos jugadores mayores de 18 años. Cada bono de depósito debe apostarse 35 veces (importe del bono) y las ganancias de los giros gratis 40 veces en un plazo de 14 días. Apuesta máxima con un bono activo: 5 €. Cada giro gratis tiene un valor de 0,20 € y caduca 7 días después de su acreditación. Cada paso debe reclamarse en los 7 días siguientes al anterior. Quedan excluidos los depósitos con Skrill y Neteller. Se aplican los <a href="/static/bonus-terms">términos de bonificación</a> completos.',
      ctaLabel: 'Consigue tu paquete',
    },
    'pt-BR': {
      title: 'Pacote de boas-vindas',
      description:
        'Até €1.500 + 350 rodadas grátis distribuídos nos seus quatro primeiros depósitos. Faça cada depósito em até 7 dias após o anterior para liberar a próxima etapa.',
      steps: [
        {
          title: '1º depósito',
          reward: '100% até €500 + 200 rodadas grátis',
          details:
            'Depósito mínimo de €20. As rodadas grátis são creditadas em lotes diários de 20, durante 10 dias, no Sands of Anubet.',
        },
        {
          title: '2º depósito',
          reward: '75% até €400 + 50 rodadas grátis',
          details:
            'Depósito mínimo de €20. As rodadas grátis no Retro Reels são creditadas na hora.',
        },
        {
          title: '3º depósito',
          reward: '50% até €300 + 50 rodadas grátis',
          details:
            'Depósito mínimo de €30. As rodadas grátis no Fruit Fiesta são creditadas na hora.',
        },
        {
          title: '4º depósito',
          reward: '100% até €300 + 50 rodadas grátis',
          details:
            'Depósito mínimo de €30. As rodadas grátis no Crown Jewels são creditadas na hora.',
        },
      ],
      terms:
        'Somente para novos jogadores maiores de 18 anos. Cada bônus de depósito deve ser apostado 35x (valor do bônus) e os ganhos das rodadas grátis 40x em até 14 dias. Aposta máxima com bônus ativo: €5. Cada rodada grátis vale €0,20 e expira 7 dias após o crédito. Cada etapa deve ser resgatada em até 7 dias após a anterior. Depósitos via Skrill e Neteller não são elegíveis. Aplicam-se os <a href="/static/bonus-terms">termos de bônus</a> completos.',
      ctaLabel: 'Resgatar pacote',
    },
  },
};
