import type { SeedBonusPage } from './types.ts';

/** Promotion pages shown under /bonus/{identity}. */
export const bonusPages: SeedBonusPage[] = [
  {
    identity: 'welcome-bonus',
    bonusId: 'welcome-1',
    position: 1,
    theme: { from: '#2a0f4f', to: '#0a0e27', accent: '#f5c542', motif: 'cards' },
    translations: {
      en: {
        title: 'Welcome Bonus',
        description:
          'Double your first deposit with a 100% match up to €500 and get 200 free spins on top.',
        highlight: '100% up to €500 + 200 free spins',
        content: `<h2>Start with twice the balance</h2>
<p>Your first deposit at Croupier is matched 100% up to <strong>€500</strong>, and we add <strong>200 free spins</strong> on Sands of Anubet. It is the first step of our <a href="/welcome-package">Welcome Package</a>, worth up to €1,500 + 350 free spins in total.</p>
<h3>How to claim it</h3>
<ol>
<li>Create your Croupier account and confirm your e-mail address.</li>
<li>Open the wallet, choose a payment method and select <strong>Welcome Bonus</strong> in the bonus chooser.</li>
<li>Deposit at least €20. Your bonus is credited instantly; the free spins arrive in 10 daily batches of 20.</li>
</ol>
<h3>Example</h3>
<table>
<thead><tr><th>You deposit</th><th>Bonus</th><th>You play with</th></tr></thead>
<tbody>
<tr><td>€20</td><td>€20</td><td>€40</td></tr>
<tr><td>€100</td><td>€100</td><td>€200</td></tr>
<tr><td>€500</td><td>€500</td><td>€1,000</td></tr>
</tbody>
</table>`,
        terms: `<ul>
<li>Available to new players aged 18+ on their first deposit only; one welcome bonus per person, household, device and payment method.</li>
<li>Minimum deposit €20 (or currency equivalent). Deposits via Skrill and Neteller do not qualify.</li>
<li>The bonus must be wagered <strong>35x</strong> (bonus amount) within <strong>14 days</strong>; free-spin winnings must be wagered <strong>40x</strong> within 7 days.</li>
<li>Maximum bet while the bonus is active: <strong>€5</strong> per spin or round.</li>
<li>Free spins are worth €0.20 each, are credited in batches of 20 per day for 10 days and expire 7 days after each batch is credited.</li>
<li>Slots contribute 100% to wagering, table games 10%, live casino 5%. Some games are excluded; see the <a href="/static/bonus-terms">general bonus terms</a>.</li>
</ul>`,
        ctaLabel: 'Claim welcome bonus',
      },
      de: {
        title: 'Willkommensbonus',
        description:
          'Verdopple deine erste Einzahlung mit 100 % bis zu 500 € und erhalte zusätzlich 200 Freispiele.',
        highlight: '100 % bis zu 500 € + 200 Freispiele',
        content: `<h2>Starte mit doppeltem Guthaben</h2>
<p>Deine erste Einzahlung bei Croupier verdoppeln wir zu 100 % bis zu <strong>500 €</strong> – dazu gibt es <strong>200 Freispiele</strong> für Sands of Anubet. Das ist die erste Stufe unseres <a href="/welcome-package">Willkommenspakets</a> im Gesamtwert von bis zu 1.500 € + 350 Freispielen.</p>
<h3>So sicherst du dir den Bonus</h3>
<ol>
<li>Erstelle dein Croupier-Konto und bestätige deine E-Mail-Adresse.</li>
<li>Öffne die Kasse, wähle eine Zahlungsmethode und markiere <strong>Willkommensbonus</strong> in der Bonusauswahl.</li>
<li>Zahle mindestens 20 € ein. Der Bonus wird sofort gutgeschrieben, die Freispiele in 10 Tagespaketen à 20.</li>
</ol>
<h3>Beispiel</h3>
<table>
<thead><tr><th>Deine Einzahlung</th><th>Bonus</th><th>Dein Spielguthaben</th></tr></thead>
<tbody>
<tr><td>20 €</td><td>20 €</td><td>40 €</td></tr>
<tr><td>100 €</td><td>100 €</td><td>200 €</td></tr>
<tr><td>500 €</td><td>500 €</td><td>1.000 €</td></tr>
</tbody>
</table>`,
        terms: `<ul>
<li>Nur für neue Spieler ab 18 Jahren und nur auf die erste Einzahlung; ein Willkommensbonus pro Person, Haushalt, Gerät und Zahlungsmittel.</li>
<li>Mindesteinzahlung 20 € (oder Gegenwert in anderer Währung). Einzahlungen per Skrill und Neteller sind ausgeschlossen.</li>
<li>Der Bonus muss innerhalb von <strong>14 Tagen 35-fach</strong> (Bonusbetrag) umgesetzt werden; Gewinne aus Freispielen innerhalb von 7 Tagen <strong>40-fach</strong>.</li>
<li>Maximaler Einsatz bei aktivem Bonus: <strong>5 €</strong> pro Spin bzw. Runde.</li>
<li>Freispiele haben einen Wert von je 0,20 €, werden 10 Tage lang in Paketen à 20 gutgeschrieben und verfallen 7 Tage nach der jeweiligen Gutschrift.</li>
<li>Slots zählen zu 100 % zum Umsatz, Tischspiele zu 10 %, Live-Casino zu 5 %. Einige Spiele sind ausgeschlossen, siehe <a href="/static/bonus-terms">Allgemeine Bonusbedingungen</a>.</li>
</ul>`,
        ctaLabel: 'Willkommensbonus sichern',
      },
      es: {
        title: 'Bono de bienvenida',
        description:
          'Duplica tu primer depósito con un 100 % hasta 500 € y llévate además 200 giros gratis.',
        highlight: '100 % hasta 500 € + 200 giros gratis',
        content: `<h2>Empieza con el doble de saldo</h2>
<p>En Croupier igualamos tu primer depósito al 100 % hasta <strong>500 €</strong> y te regalamos <strong>200 giros gratis</strong> en Sands of Anubet. Es el primer paso de nuestro <a href="/welcome-package">Paquete de bienvenida</a>, valorado en hasta 1.500 € + 350 giros gratis.</p>
<h3>Cómo conseguirlo</h3>
<ol>
<li>Crea tu cuenta en Croupier y confirma tu dirección de correo electrónico.</li>
<li>Abre la cartera, elige un método de pago y selecciona <strong>Bono de bienvenida</strong>.</li>
<li>Deposita al menos 20 €. El bono se acredita al instante y los giros gratis llegan en 10 lotes diarios de 20.</li>
</ol>
<h3>Ejemplo</h3>
<table>
<thead><tr><th>Depositas</th><th>Bono</th><th>Juegas con</th></tr></thead>
<tbody>
<tr><td>20 €</td><td>20 €</td><td>40 €</td></tr>
<tr><td>100 €</td><td>100 €</td><td>200 €</td></tr>
<tr><td>500 €</td><td>500 €</td><td>1.000 €</td></tr>
</tbody>
</table>`,
        terms: `<ul>
<li>Solo para nuevos jugadores mayores de 18 años y en su primer depósito; un bono de bienvenida por persona, hogar, dispositivo y método de pago.</li>
<li>Depósito mínimo de 20 € (o su equivalente en otra divisa). Los depósitos con Skrill y Neteller no son válidos.</li>
<li>El bono debe apostarse <strong>35 veces</strong> (importe del bono) en <strong>14 días</strong>; las ganancias de los giros gratis, <strong>40 veces</strong> en 7 días.</li>
<li>Apuesta máxima con el bono activo: <strong>5 €</strong> por giro o ronda.</li>
<li>Cada giro gratis vale 0,20 €; se acreditan 20 al día durante 10 días y cada lote caduca a los 7 días.</li>
<li>Las slots contribuyen al 100 %, los juegos de mesa al 10 % y el casino en vivo al 5 %. Algunos juegos están excluidos; consulta los <a href="/static/bonus-terms">términos generales de bonificación</a>.</li>
</ul>`,
        ctaLabel: 'Conseguir el bono',
      },
      'pt-BR': {
        title: 'Bônus de boas-vindas',
        description:
          'Dobre seu primeiro depósito com 100% até €500 e ainda ganhe 200 rodadas grátis.',
        highlight: '100% até €500 + 200 rodadas grátis',
        content: `<h2>Comece com o dobro de saldo</h2>
<p>Na Croupier, seu primeiro depósito vale em dobro: 100% até <strong>€500</strong> e mais <strong>200 rodadas grátis</strong> no Sands of Anubet. É a primeira etapa do nosso <a href="/welcome-package">Pacote de boas-vindas</a>, que soma até €1.500 + 350 rodadas grátis.</p>
<h3>Como resgatar</h3>
<ol>
<li>Crie sua conta na Croupier e confirme seu e-mail.</li>
<li>Abra a carteira, escolha um método de pagamento e selecione <strong>Bônus de boas-vindas</strong>.</li>
<li>Deposite pelo menos €20. O bônus cai na hora e as rodadas grátis chegam em 10 lotes diários de 20.</li>
</ol>
<h3>Exemplo</h3>
<table>
<thead><tr><th>Você deposita</th><th>Bônus</th><th>Você joga com</th></tr></thead>
<tbody>
<tr><td>€20</td><td>€20</td><td>€40</td></tr>
<tr><td>€100</td><td>€100</td><td>€200</td></tr>
<tr><td>€500</td><td>€500</td><td>€1.000</td></tr>
</tbody>
</table>`,
        terms: `<ul>
<li>Válido somente para novos jogadores maiores de 18 anos, no primeiro depósito; um bônus de boas-vindas por pessoa, residência, dispositivo e método de pagamento.</li>
<li>Depósito mínimo de €20 (ou equivalente em outra moeda). Depósitos via Skrill e Neteller não são elegíveis.</li>
<li>O bônus deve ser apostado <strong>35x</strong> (valor do bônus) em até <strong>14 dias</strong>; os ganhos das rodadas grátis, <strong>40x</strong> em até 7 dias.</li>
<li>Aposta máxima com bônus ativo: <strong>€5</strong> por rodada.</li>
<li>Cada rodada grátis vale €0,20; são creditadas 20 por dia durante 10 dias e cada lote expira 7 dias após o crédito.</li>
<li>Slots contam 100% para o rollover, jogos de mesa 10% e cassino ao vivo 5%. Alguns jogos são excluídos; veja os <a href="/static/bonus-terms">termos gerais de bônus</a>.</li>
</ul>`,
        ctaLabel: 'Resgatar bônus',
      },
    },
  },
  {
    identity: 'weekly-reload',
    bonusId: 'reload-50',
    position: 2,
    theme: { from: '#062f3f', to: '#0a1226', accent: '#2ee6c4', motif: 'rocket' },
    translations: {
      en: {
        title: 'Weekly Reload',
        description:
          'Top up once a week from Monday to Thursday and get 50% extra up to €250 plus 50 free spins.',
        highlight: '50% up to €250 + 50 free spins',
        content: `<h2>Give your week a boost</h2>
<p>Every week, from Monday 00:00 to Thursday 23:59 (UTC), your first deposit of <strong>€30 or more</strong> is topped up by <strong>50% up to €250</strong>. Deposit €75 or more and we add <strong>50 free spins</strong> on the Game of the Week.</p>
<h3>How it works</h3>
<ol>
<li>Sign in between Monday and Thursday.</li>
<li>Open the wallet and pick <strong>Weekly Reload</strong> in the bonus chooser.</li>
<li>Deposit at least €30 – your bonus appears in your balance straight away.</li>
</ol>
<p>The Game of the Week changes every Monday and is announced in your notifications.</p>`,
        terms: `<ul>
<li>One Weekly Reload per player per calendar week (Monday to Thursday, UTC).</li>
<li>Minimum deposit €30 for the bonus; €75 for the 50 free spins. Maximum bonus €250.</li>
<li>Wagering <strong>30x</strong> the bonus amount within <strong>7 days</strong>; free-spin winnings 35x within 3 days.</li>
<li>Maximum bet while the bonus is active: <strong>€5</strong>.</li>
<li>Free spins are worth €0.20 each and expire 3 days after crediting.</li>
<li>The <a href="/static/bonus-terms">general bonus terms</a> apply.</li>
</ul>`,
        ctaLabel: 'Reload now',
      },
      de: {
        title: 'Wöchentlicher Reload',
        description:
          'Einmal pro Woche von Montag bis Donnerstag einzahlen und 50 % extra bis zu 250 € plus 50 Freispiele erhalten.',
        highlight: '50 % bis zu 250 € + 50 Freispiele',
        content: `<h2>Mehr Schwung für deine Woche</h2>
<p>Jede Woche von Montag 00:00 bis Donnerstag 23:59 Uhr (UTC) stocken wir deine erste Einzahlung ab <strong>30 €</strong> um <strong>50 % bis zu 250 €</strong> auf. Ab 75 € Einzahlung gibt es zusätzlich <strong>50 Freispiele</strong> für das Spiel der Woche.</p>
<h3>So funktioniert’s</h3>
<ol>
<li>Melde dich zwischen Montag und Donnerstag an.</li>
<li>Öffne die Kasse und wähle <strong>Wöchentlicher Reload</strong> in der Bonusauswahl.</li>
<li>Zahle mindestens 30 € ein – der Bonus erscheint sofort in deinem Guthaben.</li>
</ol>
<p>Das Spiel der Woche wechselt jeden Montag und wird in deinen Benachrichtigungen angekündigt.</p>`,
        terms: `<ul>
<li>Ein Reload pro Spieler und Kalenderwoche (Montag bis Donnerstag, UTC).</li>
<li>Mindesteinzahlung 30 € für den Bonus, 75 € für die 50 Freispiele. Maximaler Bonus 250 €.</li>
<li>Umsatzbedingung: <strong>30-facher</strong> Bonusbetrag innerhalb von <strong>7 Tagen</strong>; Gewinne aus Freispielen 35-fach innerhalb von 3 Tagen.</li>
<li>Maximaler Einsatz bei aktivem Bonus: <strong>5 €</strong>.</li>
<li>Freispiele haben einen Wert von je 0,20 € und verfallen 3 Tage nach der Gutschrift.</li>
<li>Es gelten die <a href="/static/bonus-terms">Allgemeinen Bonusbedingungen</a>.</li>
</ul>`,
        ctaLabel: 'Jetzt aufladen',
      },
      es: {
        title: 'Recarga semanal',
        description:
          'Recarga una vez por semana, de lunes a jueves, y consigue un 50 % extra hasta 250 € más 50 giros gratis.',
        highlight: '50 % hasta 250 € + 50 giros gratis',
        content: `<h2>Dale un impulso a tu semana</h2>
<p>Cada semana, desde el lunes a las 00:00 hasta el jueves a las 23:59 (UTC), tu primer depósito de <strong>30 € o más</strong> recibe un <strong>50 % extra hasta 250 €</strong>. Si depositas 75 € o más, te sumamos <strong>50 giros gratis</strong> en el Juego de la Semana.</p>
<h3>Cómo funciona</h3>
<ol>
<li>Inicia sesión entre el lunes y el jueves.</li>
<li>Abre la cartera y elige <strong>Recarga semanal</strong> en el selector de bonos.</li>
<li>Deposita al menos 30 € y el bono aparecerá al momento en tu saldo.</li>
</ol>
<p>El Juego de la Semana cambia cada lunes y lo anunciamos en tus notificaciones.</p>`,
        terms: `<ul>
<li>Una recarga por jugador y semana natural (de lunes a jueves, UTC).</li>
<li>Depósito mínimo de 30 € para el bono y de 75 € para los 50 giros gratis. Bono máximo: 250 €.</li>
<li>Requisito de apuesta: <strong>30 veces</strong> el importe del bono en <strong>7 días</strong>; ganancias de giros gratis, 35 veces en 3 días.</li>
<li>Apuesta máxima con el bono activo: <strong>5 €</strong>.</li>
<li>Cada giro gratis vale 0,20 € y caduca 3 días después de su acreditación.</li>
<li>Se aplican los <a href="/static/bonus-terms">términos generales de bonificación</a>.</li>
</ul>`,
        ctaLabel: 'Recargar ahora',
      },
      'pt-BR': {
        title: 'Recarga semanal',
        description:
          'Deposite uma vez por semana, de segunda a quinta, e ganhe 50% extra até €250 mais 50 rodadas grátis.',
        highlight: '50% até €250 + 50 rodadas grátis',
        content: `<h2>Turbine a sua semana</h2>
<p>Toda semana, de segunda às 00:00 até quinta às 23:59 (UTC), seu primeiro depósito a partir de <strong>€30</strong> ganha <strong>50% extra até €250</strong>. Depositando €75 ou mais, você ainda leva <strong>50 rodadas grátis</strong> no Jogo da Semana.</p>
<h3>Como funciona</h3>
<ol>
<li>Entre na sua conta entre segunda e quinta-feira.</li>
<li>Abra a carteira e escolha <strong>Recarga semanal</strong> na seleção de bônus.</li>
<li>Deposite pelo menos €30 e o bônus aparece no seu saldo na hora.</li>
</ol>
<p>O Jogo da Semana muda toda segunda-feira e é anunciado nas suas notificações.</p>`,
        terms: `<ul>
<li>Uma recarga por jogador por semana (de segunda a quinta, UTC).</li>
<li>Depósito mínimo de €30 para o bônus e de €75 para as 50 rodadas grátis. Bônus máximo de €250.</li>
<li>Rollover de <strong>30x</strong> o valor do bônus em até <strong>7 dias</strong>; ganhos das rodadas grátis, 35x em até 3 dias.</li>
<li>Aposta máxima com bônus ativo: <strong>€5</strong>.</li>
<li>Cada rodada grátis vale €0,20 e expira 3 dias após o crédito.</li>
<li>Aplicam-se os <a href="/static/bonus-terms">termos gerais de bônus</a>.</li>
</ul>`,
        ctaLabel: 'Recarregar agora',
      },
    },
  },
  {
    identity: 'cashback',
    position: 3,
    theme: { from: '#0b3a24', to: '#08141c', accent: '#8bf26b', motif: 'coins' },
    translations: {
      en: {
        title: 'Weekly Cashback',
        description:
          'Get up to 15% of your weekly net casino losses back every Monday, with just 1x wagering.',
        highlight: 'Up to 15% cashback every week',
        content: `<h2>A softer landing every Monday</h2>
<p>Not every week goes your way. That is why Croupier returns a share of your net casino losses every Monday – and the higher your loyalty level, the bigger your share.</p>
<table>
<thead><tr><th>Loyalty level</th><th>Cashback</th><th>Max. per week</th></tr></thead>
<tbody>
<tr><td>Bronze</td><td>5%</td><td>€300</td></tr>
<tr><td>Silver</td><td>8%</td><td>€750</td></tr>
<tr><td>Gold</td><td>10%</td><td>€1,500</td></tr>
<tr><td>Platinum</td><td>12%</td><td>€2,000</td></tr>
<tr><td>Diamond</td><td>15%</td><td>€3,000</td></tr>
</tbody>
</table>
<h3>How it is calculated</h3>
<p>Net losses = real-money deposits − withdrawals − current balance, counted from Monday 00:00 to Sunday 23:59 (UTC). Cashback is credited on Monday by 12:00 UTC. See your level on the <a href="/loyalty">loyalty page</a>.</p>`,
        terms: `<ul>
<li>Minimum net loss of €20 in the qualifying week; weeks with an active bonus count only real-money losses.</li>
<li>Cashback is credited on Monday by 12:00 UTC and must be activated within <strong>72 hours</strong>.</li>
<li>Wagering requirement: <strong>1x</strong> the cashback amount within <strong>7 days</strong>.</li>
<li>Maximum bet while cashback is active: <strong>€10</strong>.</li>
<li>Maximum cashback per week: €3,000, depending on loyalty level.</li>
<li>The <a href="/static/bonus-terms">general bonus terms</a> apply.</li>
</ul>`,
        ctaLabel: 'View my level',
      },
      de: {
        title: 'Wöchentliches Cashback',
        description:
          'Erhalte jeden Montag bis zu 15 % deiner wöchentlichen Netto-Casinoverluste zurück – mit nur 1-fachem Umsatz.',
        highlight: 'Bis zu 15 % Cashback jede Woche',
        content: `<h2>Jeden Montag ein Polster</h2>
<p>Nicht jede Woche läuft nach Plan. Deshalb erstattet dir Croupier jeden Montag einen Teil deiner Netto-Casinoverluste – je höher dein Treuelevel, desto größer dein Anteil.</p>
<table>
<thead><tr><th>Treuelevel</th><th>Cashback</th><th>Max. pro Woche</th></tr></thead>
<tbody>
<tr><td>Bronze</td><td>5 %</td><td>300 €</td></tr>
<tr><td>Silber</td><td>8 %</td><td>750 €</td></tr>
<tr><td>Gold</td><td>10 %</td><td>1.500 €</td></tr>
<tr><td>Platin</td><td>12 %</td><td>2.000 €</td></tr>
<tr><td>Diamant</td><td>15 %</td><td>3.000 €</td></tr>
</tbody>
</table>
<h3>So wird gerechnet</h3>
<p>Nettoverlust = Echtgeld-Einzahlungen − Auszahlungen − aktuelles Guthaben, gezählt von Montag 00:00 bis Sonntag 23:59 Uhr (UTC). Das Cashback wird montags bis 12:00 Uhr UTC gutgeschrieben. Dein Level findest du auf der <a href="/loyalty">Treueseite</a>.</p>`,
        terms: `<ul>
<li>Mindestnettoverlust von 20 € in der Qualifikationswoche; bei aktivem Bonus zählen nur Echtgeldverluste.</li>
<li>Das Cashback wird montags bis 12:00 Uhr UTC gutgeschrieben und muss innerhalb von <strong>72 Stunden</strong> aktiviert werden.</li>
<li>Umsatzbedingung: <strong>1-facher</strong> Cashback-Betrag innerhalb von <strong>7 Tagen</strong>.</li>
<li>Maximaler Einsatz bei aktivem Cashback: <strong>10 €</strong>.</li>
<li>Maximales Cashback pro Woche: 3.000 €, abhängig vom Treuelevel.</li>
<li>Es gelten die <a href="/static/bonus-terms">Allgemeinen Bonusbedingungen</a>.</li>
</ul>`,
        ctaLabel: 'Mein Level ansehen',
      },
      es: {
        title: 'Cashback semanal',
        description:
          'Recupera cada lunes hasta un 15 % de tus pérdidas netas semanales en el casino, con solo 1x de apuesta.',
        highlight: 'Hasta un 15 % de cashback cada semana',
        content: `<h2>Un colchón cada lunes</h2>
<p>No todas las semanas salen bien. Por eso Croupier te devuelve cada lunes una parte de tus pérdidas netas en el casino, y cuanto más alto sea tu nivel de fidelidad, mayor será el porcentaje.</p>
<table>
<thead><tr><th>Nivel de fidelidad</th><th>Cashback</th><th>Máx. por semana</th></tr></thead>
<tbody>
<tr><td>Bronce</td><td>5 %</td><td>300 €</td></tr>
<tr><td>Plata</td><td>8 %</td><td>750 €</td></tr>
<tr><td>Oro</td><td>10 %</td><td>1.500 €</td></tr>
<tr><td>Platino</td><td>12 %</td><td>2.000 €</td></tr>
<tr><td>Diamante</td><td>15 %</td><td>3.000 €</td></tr>
</tbody>
</table>
<h3>Cómo se calcula</h3>
<p>Pérdidas netas = depósitos con dinero real − retiros − saldo actual, contados de lunes a las 00:00 a domingo a las 23:59 (UTC). El cashback se acredita el lunes antes de las 12:00 UTC. Consulta tu nivel en la <a href="/loyalty">página de fidelidad</a>.</p>`,
        terms: `<ul>
<li>Pérdida neta mínima de 20 € en la semana de cálculo; si tienes un bono activo, solo cuentan las pérdidas con dinero real.</li>
<li>El cashback se acredita el lunes antes de las 12:00 UTC y debe activarse en un plazo de <strong>72 horas</strong>.</li>
<li>Requisito de apuesta: <strong>1 vez</strong> el importe del cashback en <strong>7 días</strong>.</li>
<li>Apuesta máxima con el cashback activo: <strong>10 €</strong>.</li>
<li>Cashback máximo por semana: 3.000 €, según el nivel de fidelidad.</li>
<li>Se aplican los <a href="/static/bonus-terms">términos generales de bonificación</a>.</li>
</ul>`,
        ctaLabel: 'Ver mi nivel',
      },
      'pt-BR': {
        title: 'Cashback semanal',
        description:
          'Receba toda segunda-feira até 15% das suas perdas líquidas semanais no cassino, com rollover de apenas 1x.',
        highlight: 'Até 15% de cashback toda semana',
        content: `<h2>Uma ajuda toda segunda-feira</h2>
<p>Nem toda semana sai como o planejado. Por isso, a Croupier devolve toda segunda-feira uma parte das suas perdas líquidas no cassino — e quanto maior o seu nível de fidelidade, maior a porcentagem.</p>
<table>
<thead><tr><th>Nível de fidelidade</th><th>Cashback</th><th>Máx. por semana</th></tr></thead>
<tbody>
<tr><td>Bronze</td><td>5%</td><td>€300</td></tr>
<tr><td>Prata</td><td>8%</td><td>€750</td></tr>
<tr><td>Ouro</td><td>10%</td><td>€1.500</td></tr>
<tr><td>Platina</td><td>12%</td><td>€2.000</td></tr>
<tr><td>Diamante</td><td>15%</td><td>€3.000</td></tr>
</tbody>
</table>
<h3>Como é calculado</h3>
<p>Perda líquida = depósitos em dinheiro real − saques − saldo atual, contados de segunda às 00:00 até domingo às 23:59 (UTC). O cashback é creditado na segunda-feira até as 12:00 UTC. Confira seu nível na <a href="/loyalty">página de fidelidade</a>.</p>`,
        terms: `<ul>
<li>Perda líquida mínima de €20 na semana; com bônus ativo, contam apenas as perdas em dinheiro real.</li>
<li>O cashback é creditado na segunda-feira até as 12:00 UTC e deve ser ativado em até <strong>72 horas</strong>.</li>
<li>Rollover de <strong>1x</strong> o valor do cashback em até <strong>7 dias</strong>.</li>
<li>Aposta máxima com cashback ativo: <strong>€10</strong>.</li>
<li>Cashback máximo por semana: €3.000, conforme o nível de fidelidade.</li>
<li>Aplicam-se os <a href="/static/bonus-terms">termos gerais de bônus</a>.</li>
</ul>`,
        ctaLabel: 'Ver meu nível',
      },
    },
  },
  {
    identity: 'free-spins-friday',
    bonusId: 'spins-reload-25',
    position: 4,
    theme: { from: '#4b0f3a', to: '#120a2a', accent: '#ff4fa3', motif: 'spins' },
    translations: {
      en: {
        title: 'Free Spins Friday',
        description:
          'Deposit on a Friday and collect up to 100 free spins on our featured slot of the week.',
        highlight: 'Up to 100 free spins every Friday',
        content: `<h2>The weekend starts on Friday</h2>
<p>Make a deposit any Friday between 00:00 and 23:59 (UTC) and we will load your account with free spins on the featured slot:</p>
<table>
<thead><tr><th>Deposit</th><th>Free spins</th></tr></thead>
<tbody>
<tr><td>€30 – €74</td><td>50 free spins</td></tr>
<tr><td>€75 or more</td><td>100 free spins</td></tr>
</tbody>
</table>
<h3>How to get them</h3>
<ol>
<li>On Friday, open the wallet and select <strong>Free Spins Friday</strong>.</li>
<li>Deposit at least €30.</li>
<li>Find your spins under <a href="/profile/bonuses">Profile → Bonuses</a> and start spinning.</li>
</ol>`,
        terms: `<ul>
<li>Once per player per Friday (UTC). Minimum deposit €30.</li>
<li>Free spins are worth <strong>€0.20</strong> each and are valid for <strong>24 hours</strong> after activation; they must be activated within 3 days.</li>
<li>Winnings from free spins must be wagered <strong>40x</strong> within 7 days; maximum conversion to real money: <strong>€200</strong>.</li>
<li>Maximum bet while wagering: <strong>€5</strong>.</li>
<li>The <a href="/static/bonus-terms">general bonus terms</a> apply.</li>
</ul>`,
        ctaLabel: 'Get my spins',
      },
      de: {
        title: 'Freispiel-Freitag',
        description:
          'Zahle an einem Freitag ein und hol dir bis zu 100 Freispiele für unseren Slot der Woche.',
        highlight: 'Bis zu 100 Freispiele jeden Freitag',
        content: `<h2>Das Wochenende beginnt am Freitag</h2>
<p>Zahle an einem beliebigen Freitag zwischen 00:00 und 23:59 Uhr (UTC) ein, und wir laden dein Konto mit Freispielen für den Slot der Woche auf:</p>
<table>
<thead><tr><th>Einzahlung</th><th>Freispiele</th></tr></thead>
<tbody>
<tr><td>30 € – 74 €</td><td>50 Freispiele</td></tr>
<tr><td>ab 75 €</td><td>100 Freispiele</td></tr>
</tbody>
</table>
<h3>So bekommst du sie</h3>
<ol>
<li>Öffne am Freitag die Kasse und wähle <strong>Freispiel-Freitag</strong>.</li>
<li>Zahle mindestens 30 € ein.</li>
<li>Deine Freispiele findest du unter <a href="/profile/bonuses">Profil → Boni</a>.</li>
</ol>`,
        terms: `<ul>
<li>Einmal pro Spieler und Freitag (UTC). Mindesteinzahlung 30 €.</li>
<li>Jedes Freispiel hat einen Wert von <strong>0,20 €</strong> und ist nach der Aktivierung <strong>24 Stunden</strong> gültig; die Aktivierung muss innerhalb von 3 Tagen erfolgen.</li>
<li>Gewinne aus Freispielen müssen innerhalb von 7 Tagen <strong>40-fach</strong> umgesetzt werden; maximale Umwandlung in Echtgeld: <strong>200 €</strong>.</li>
<li>Maximaler Einsatz während des Umsatzes: <strong>5 €</strong>.</li>
<li>Es gelten die <a href="/static/bonus-terms">Allgemeinen Bonusbedingungen</a>.</li>
</ul>`,
        ctaLabel: 'Freispiele holen',
      },
      es: {
        title: 'Viernes de giros gratis',
        description:
          'Deposita un viernes y llévate hasta 100 giros gratis en la slot destacada de la semana.',
        highlight: 'Hasta 100 giros gratis cada viernes',
        content: `<h2>El fin de semana empieza el viernes</h2>
<p>Haz un depósito cualquier viernes entre las 00:00 y las 23:59 (UTC) y cargaremos tu cuenta con giros gratis en la slot destacada:</p>
<table>
<thead><tr><th>Depósito</th><th>Giros gratis</th></tr></thead>
<tbody>
<tr><td>30 € – 74 €</td><td>50 giros gratis</td></tr>
<tr><td>75 € o más</td><td>100 giros gratis</td></tr>
</tbody>
</table>
<h3>Cómo conseguirlos</h3>
<ol>
<li>El viernes, abre la cartera y selecciona <strong>Viernes de giros gratis</strong>.</li>
<li>Deposita al menos 30 €.</li>
<li>Encontrarás tus giros en <a href="/profile/bonuses">Perfil → Bonos</a>.</li>
</ol>`,
        terms: `<ul>
<li>Una vez por jugador cada viernes (UTC). Depósito mínimo de 30 €.</li>
<li>Cada giro gratis vale <strong>0,20 €</strong> y es válido durante <strong>24 horas</strong> tras su activación; deben activarse en un plazo de 3 días.</li>
<li>Las ganancias de los giros deben apostarse <strong>40 veces</strong> en 7 días; conversión máxima a dinero real: <strong>200 €</strong>.</li>
<li>Apuesta máxima durante el requisito de apuesta: <strong>5 €</strong>.</li>
<li>Se aplican los <a href="/static/bonus-terms">términos generales de bonificación</a>.</li>
</ul>`,
        ctaLabel: 'Quiero mis giros',
      },
      'pt-BR': {
        title: 'Sexta de rodadas grátis',
        description:
          'Deposite numa sexta-feira e ganhe até 100 rodadas grátis no slot em destaque da semana.',
        highlight: 'Até 100 rodadas grátis toda sexta',
        content: `<h2>O fim de semana começa na sexta</h2>
<p>Faça um depósito em qualquer sexta-feira, entre 00:00 e 23:59 (UTC), e sua conta recebe rodadas grátis no slot em destaque:</p>
<table>
<thead><tr><th>Depósito</th><th>Rodadas grátis</th></tr></thead>
<tbody>
<tr><td>€30 – €74</td><td>50 rodadas grátis</td></tr>
<tr><td>€75 ou mais</td><td>100 rodadas grátis</td></tr>
</tbody>
</table>
<h3>Como ganhar</h3>
<ol>
<li>Na sexta, abra a carteira e selecione <strong>Sexta de rodadas grátis</strong>.</li>
<li>Deposite pelo menos €30.</li>
<li>Suas rodadas ficam em <a href="/profile/bonuses">Perfil → Bônus</a>.</li>
</ol>`,
        terms: `<ul>
<li>Uma vez por jogador a cada sexta-feira (UTC). Depósito mínimo de €30.</li>
<li>Cada rodada grátis vale <strong>€0,20</strong> e é válida por <strong>24 horas</strong> após a ativação; a ativação deve ocorrer em até 3 dias.</li>
<li>Os ganhos das rodadas devem ser apostados <strong>40x</strong> em até 7 dias; conversão máxima em dinheiro real: <strong>€200</strong>.</li>
<li>Aposta máxima durante o rollover: <strong>€5</strong>.</li>
<li>Aplicam-se os <a href="/static/bonus-terms">termos gerais de bônus</a>.</li>
</ul>`,
        ctaLabel: 'Quero minhas rodadas',
      },
    },
  },
  {
    identity: 'high-roller',
    position: 5,
    theme: { from: '#3d2a05', to: '#0e0b16', accent: '#ffd36b', motif: 'crown' },
    translations: {
      en: {
        title: 'High Roller Bonus',
        description:
          'Deposit €1,000 or more and receive a 50% bonus up to €2,000 with a higher maximum bet.',
        highlight: '50% up to €2,000 for deposits of €1,000+',
        content: `<h2>Built for bigger stakes</h2>
<p>Playing with higher stakes deserves a bonus to match. Deposit <strong>€1,000 or more</strong> and receive <strong>50% up to €2,000</strong>, with a raised maximum bet of €25 and a dedicated VIP manager on hand.</p>
<h3>What you get</h3>
<ul>
<li>50% bonus up to €2,000, once per calendar month.</li>
<li>Maximum bet of €25 while wagering – five times the standard limit.</li>
<li>Priority withdrawals, processed within 4 hours.</li>
<li>Personal VIP manager by e-mail and live chat.</li>
</ul>
<p>Before playing with higher amounts, consider setting <a href="/profile/limits">deposit and loss limits</a>.</p>`,
        terms: `<ul>
<li>Minimum deposit <strong>€1,000</strong>; maximum bonus <strong>€2,000</strong>; once per player per calendar month.</li>
<li>Wagering requirement: <strong>40x</strong> the bonus amount within <strong>21 days</strong>.</li>
<li>Maximum bet while the bonus is active: <strong>€25</strong>.</li>
<li>Players must be fully verified (<a href="/static/kyc-policy">KYC</a>) before claiming.</li>
<li>The <a href="/static/bonus-terms">general bonus terms</a> apply.</li>
</ul>`,
        ctaLabel: 'Claim high roller bonus',
      },
      de: {
        title: 'High-Roller-Bonus',
        description:
          'Zahle 1.000 € oder mehr ein und erhalte 50 % Bonus bis zu 2.000 € mit höherem Maximaleinsatz.',
        highlight: '50 % bis zu 2.000 € ab 1.000 € Einzahlung',
        content: `<h2>Gemacht für höhere Einsätze</h2>
<p>Wer mit höheren Einsätzen spielt, verdient einen passenden Bonus. Zahle <strong>1.000 € oder mehr</strong> ein und erhalte <strong>50 % bis zu 2.000 €</strong> – mit einem auf 25 € erhöhten Maximaleinsatz und einem persönlichen VIP-Manager.</p>
<h3>Deine Vorteile</h3>
<ul>
<li>50 % Bonus bis zu 2.000 €, einmal pro Kalendermonat.</li>
<li>Maximaleinsatz von 25 € während des Umsatzes – das Fünffache des Standardlimits.</li>
<li>Bevorzugte Auszahlungen, bearbeitet innerhalb von 4 Stunden.</li>
<li>Persönlicher VIP-Manager per E-Mail und Live-Chat.</li>
</ul>
<p>Bevor du mit höheren Beträgen spielst, solltest du <a href="/profile/limits">Einzahlungs- und Verlustlimits</a> festlegen.</p>`,
        terms: `<ul>
<li>Mindesteinzahlung <strong>1.000 €</strong>; maximaler Bonus <strong>2.000 €</strong>; einmal pro Spieler und Kalendermonat.</li>
<li>Umsatzbedingung: <strong>40-facher</strong> Bonusbetrag innerhalb von <strong>21 Tagen</strong>.</li>
<li>Maximaler Einsatz bei aktivem Bonus: <strong>25 €</strong>.</li>
<li>Das Konto muss vor der Aktivierung vollständig verifiziert sein (<a href="/static/kyc-policy">KYC</a>).</li>
<li>Es gelten die <a href="/static/bonus-terms">Allgemeinen Bonusbedingungen</a>.</li>
</ul>`,
        ctaLabel: 'High-Roller-Bonus sichern',
      },
      es: {
        title: 'Bono High Roller',
        description:
          'Deposita 1.000 € o más y recibe un bono del 50 % hasta 2.000 € con una apuesta máxima más alta.',
        highlight: '50 % hasta 2.000 € en depósitos desde 1.000 €',
        content: `<h2>Pensado para apuestas mayores</h2>
<p>Si juegas con apuestas altas, mereces un bono a la altura. Deposita <strong>1.000 € o más</strong> y recibe un <strong>50 % hasta 2.000 €</strong>, con una apuesta máxima ampliada a 25 € y un gestor VIP a tu disposición.</p>
<h3>Qué incluye</h3>
<ul>
<li>Bono del 50 % hasta 2.000 €, una vez al mes natural.</li>
<li>Apuesta máxima de 25 € durante el requisito de apuesta: cinco veces el límite estándar.</li>
<li>Retiros prioritarios, procesados en menos de 4 horas.</li>
<li>Gestor VIP personal por correo electrónico y chat en vivo.</li>
</ul>
<p>Antes de jugar con importes altos, te recomendamos fijar <a href="/profile/limits">límites de depósito y de pérdidas</a>.</p>`,
        terms: `<ul>
<li>Depósito mínimo de <strong>1.000 €</strong>; bono máximo de <strong>2.000 €</strong>; una vez por jugador y mes natural.</li>
<li>Requisito de apuesta: <strong>40 veces</strong> el importe del bono en <strong>21 días</strong>.</li>
<li>Apuesta máxima con el bono activo: <strong>25 €</strong>.</li>
<li>La cuenta debe estar completamente verificada (<a href="/static/kyc-policy">KYC</a>) antes de reclamarlo.</li>
<li>Se aplican los <a href="/static/bonus-terms">términos generales de bonificación</a>.</li>
</ul>`,
        ctaLabel: 'Conseguir bono High Roller',
      },
      'pt-BR': {
        title: 'Bônus High Roller',
        description:
          'Deposite €1.000 ou mais e receba 50% de bônus até €2.000, com aposta máxima mais alta.',
        highlight: '50% até €2.000 em depósitos a partir de €1.000',
        content: `<h2>Feito para apostas maiores</h2>
<p>Quem joga alto merece um bônus à altura. Deposite <strong>€1.000 ou mais</strong> e receba <strong>50% até €2.000</strong>, com aposta máxima ampliada para €25 e um gerente VIP à sua disposição.</p>
<h3>O que você ganha</h3>
<ul>
<li>Bônus de 50% até €2.000, uma vez por mês.</li>
<li>Aposta máxima de €25 durante o rollover — cinco vezes o limite padrão.</li>
<li>Saques prioritários, processados em até 4 horas.</li>
<li>Gerente VIP exclusivo por e-mail e chat ao vivo.</li>
</ul>
<p>Antes de jogar com valores mais altos, considere definir <a href="/profile/limits">limites de depósito e de perda</a>.</p>`,
        terms: `<ul>
<li>Depósito mínimo de <strong>€1.000</strong>; bônus máximo de <strong>€2.000</strong>; uma vez por jogador por mês.</li>
<li>Rollover de <strong>40x</strong> o valor do bônus em até <strong>21 dias</strong>.</li>
<li>Aposta máxima com bônus ativo: <strong>€25</strong>.</li>
<li>A conta precisa estar totalmente verificada (<a href="/static/kyc-policy">KYC</a>) antes do resgate.</li>
<li>Aplicam-se os <a href="/static/bonus-terms">termos gerais de bônus</a>.</li>
</ul>`,
        ctaLabel: 'Resgatar bônus High Roller',
      },
    },
  },
];
