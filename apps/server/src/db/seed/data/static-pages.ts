import type { SeedStaticPage } from './types.ts';

/** Legal and information pages shown under /static/{identity} and linked in the footer. */
export const staticPages: SeedStaticPage[] = [
  {
    identity: 'about-us',
    position: 1,
    showInFooter: true,
    translations: {
      en: {
        title: 'About us',
        description:
          'Meet Croupier, the licensed online casino and sportsbook operated by Croupier Entertainment N.V.',
        content: `<h2>Who we are</h2>
<p>Croupier is an online casino and sportsbook built by people who love games and hate waiting. We bring together thousands of slots, table games, live dealer tables and sports markets in one fast, secure and easy-to-use platform.</p>
<h2>Licensed and regulated</h2>
<p>Croupier is operated by <strong>Croupier Entertainment N.V.</strong>, a company registered in Curaçao (registration no. 158742) with its registered office at Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. We are licensed and regulated by the Curaçao Gaming Authority under licence no. <strong>OGL/2024/118/0473</strong>.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Fair play:</strong> every game comes from a licensed studio and uses independently certified random number generators.</li>
<li><strong>Fast payouts:</strong> we review withdrawals within 24 hours, and e-wallet and crypto payouts usually arrive within minutes of approval.</li>
<li><strong>Clear rewards:</strong> bonuses with plain-language terms, visible wagering progress and no hidden conditions.</li>
<li><strong>Player protection:</strong> deposit, loss and bet limits, cooling-off and self-exclusion are always one click away.</li>
</ul>
<h2>Security</h2>
<p>All connections are encrypted with TLS, payment data is handled by PCI DSS-certified partners and player funds are held separately from operating funds.</p>
<h2>Get in touch</h2>
<p>Our support team is available 24/7 via live chat, at <a href="mailto:support@croupier.example">support@croupier.example</a> or through our <a href="/contact">contact form</a>.</p>`,
      },
      de: {
        title: 'Über uns',
        description:
          'Lerne Croupier kennen, das lizenzierte Online-Casino mit Sportwetten der Croupier Entertainment N.V.',
        content: `<h2>Wer wir sind</h2>
<p>Croupier ist ein Online-Casino mit Sportwetten, gemacht von Menschen, die Spiele lieben und Warten hassen. Tausende Slots, Tischspiele, Live-Dealer-Tische und Wettmärkte vereinen wir auf einer schnellen, sicheren und einfach zu bedienenden Plattform.</p>
<h2>Lizenziert und reguliert</h2>
<p>Croupier wird betrieben von der <strong>Croupier Entertainment N.V.</strong>, einer in Curaçao eingetragenen Gesellschaft (Registernummer 158742) mit Sitz in Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Wir sind von der Curaçao Gaming Authority unter der Lizenznummer <strong>OGL/2024/118/0473</strong> lizenziert und werden von ihr beaufsichtigt.</p>
<h2>Wofür wir stehen</h2>
<ul>
<li><strong>Fairness:</strong> Jedes Spiel stammt von einem lizenzierten Studio und nutzt unabhängig zertifizierte Zufallszahlengeneratoren.</li>
<li><strong>Schnelle Auszahlungen:</strong> Wir prüfen Auszahlungen innerhalb von 24 Stunden; E-Wallet- und Krypto-Auszahlungen kommen nach der Freigabe meist binnen Minuten an.</li>
<li><strong>Klare Belohnungen:</strong> Boni mit verständlichen Bedingungen, sichtbarem Umsatzfortschritt und ohne versteckte Klauseln.</li>
<li><strong>Spielerschutz:</strong> Einzahlungs-, Verlust- und Einsatzlimits, Spielpausen und Selbstausschluss sind immer nur einen Klick entfernt.</li>
</ul>
<h2>Sicherheit</h2>
<p>Alle Verbindungen sind per TLS verschlüsselt, Zahlungsdaten werden von PCI-DSS-zertifizierten Partnern verarbeitet und Spielergelder getrennt vom Betriebsvermögen verwahrt.</p>
<h2>Kontakt</h2>
<p>Unser Support ist rund um die Uhr per Live-Chat, unter <a href="mailto:support@croupier.example">support@croupier.example</a> oder über unser <a href="/contact">Kontaktformular</a> erreichbar.</p>`,
      },
      es: {
        title: 'Quiénes somos',
        description:
          'Conoce Croupier, el casino online y casa de apuestas con licencia operado por Croupier Entertainment N.V.',
        content: `<h2>Quiénes somos</h2>
<p>Croupier es un casino online y casa de apuestas creado por personas a las que les encantan los juegos y odian esperar. Reunimos miles de slots, juegos de mesa, mesas en vivo y mercados deportivos en una plataforma rápida, segura y fácil de usar.</p>
<h2>Con licencia y regulados</h2>
<p>Croupier está operado por <strong>Croupier Entertainment N.V.</strong>, sociedad inscrita en Curazao (n.º de registro 158742) con domicilio social en Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curazao. Contamos con la licencia n.º <strong>OGL/2024/118/0473</strong> de la Curaçao Gaming Authority, que nos regula y supervisa.</p>
<h2>Nuestros valores</h2>
<ul>
<li><strong>Juego limpio:</strong> todos los juegos proceden de estudios con licencia y usan generadores de números aleatorios certificados de forma independiente.</li>
<li><strong>Pagos rápidos:</strong> revisamos los retiros en menos de 24 horas, y los pagos a monederos electrónicos y en cripto suelen llegar en minutos tras su aprobación.</li>
<li><strong>Recompensas claras:</strong> bonos con condiciones fáciles de entender, progreso de apuesta visible y sin letra pequeña oculta.</li>
<li><strong>Protección del jugador:</strong> límites de depósito, pérdidas y apuestas, pausas y autoexclusión siempre a un clic.</li>
</ul>
<h2>Seguridad</h2>
<p>Todas las conexiones están cifradas con TLS, los datos de pago los gestionan socios certificados PCI DSS y los fondos de los jugadores se mantienen separados de los fondos operativos.</p>
<h2>Contacto</h2>
<p>Nuestro equipo de atención está disponible 24/7 por chat en vivo, en <a href="mailto:support@croupier.example">support@croupier.example</a> o mediante el <a href="/contact">formulario de contacto</a>.</p>`,
      },
      'pt-BR': {
        title: 'Sobre nós',
        description:
          'Conheça a Croupier, cassino online e casa de apostas licenciada operada pela Croupier Entertainment N.V.',
        content: `<h2>Quem somos</h2>
<p>A Croupier é um cassino online e casa de apostas criada por gente que ama jogos e odeia esperar. Reunimos milhares de slots, jogos de mesa, mesas ao vivo e mercados esportivos em uma plataforma rápida, segura e fácil de usar.</p>
<h2>Licenciada e regulamentada</h2>
<p>A Croupier é operada pela <strong>Croupier Entertainment N.V.</strong>, empresa registrada em Curaçao (registro n.º 158742), com sede em Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Somos licenciados e regulamentados pela Curaçao Gaming Authority sob a licença n.º <strong>OGL/2024/118/0473</strong>.</p>
<h2>No que acreditamos</h2>
<ul>
<li><strong>Jogo justo:</strong> todos os jogos vêm de estúdios licenciados e usam geradores de números aleatórios com certificação independente.</li>
<li><strong>Saques rápidos:</strong> analisamos os saques em até 24 horas, e pagamentos via carteira digital e cripto costumam cair em minutos após a aprovação.</li>
<li><strong>Recompensas transparentes:</strong> bônus com regras claras, progresso de rollover visível e nada escondido nas entrelinhas.</li>
<li><strong>Proteção ao jogador:</strong> limites de depósito, perda e aposta, pausas e autoexclusão sempre a um clique.</li>
</ul>
<h2>Segurança</h2>
<p>Todas as conexões são criptografadas com TLS, os dados de pagamento são processados por parceiros com certificação PCI DSS e o dinheiro dos jogadores fica separado dos recursos operacionais.</p>
<h2>Fale com a gente</h2>
<p>Nosso suporte atende 24 horas por dia, 7 dias por semana, pelo chat ao vivo, pelo e-mail <a href="mailto:support@croupier.example">support@croupier.example</a> ou pelo <a href="/contact">formulário de contato</a>.</p>`,
      },
    },
  },
  {
    identity: 'terms-and-conditions',
    position: 2,
    showInFooter: true,
    translations: {
      en: {
        title: 'Terms and Conditions',
        description:
          'The general terms that govern your Croupier account, deposits, withdrawals and use of our games.',
        content: `<p><strong>Last updated: 1 March 2026.</strong> These Terms and Conditions form a binding agreement between you and Croupier Entertainment N.V. (“Croupier”, “we”, “us”). By registering or using the site you accept them, together with our <a href="/static/privacy-policy">Privacy Policy</a>, <a href="/static/bonus-terms">Bonus Terms</a> and <a href="/static/responsible-gaming">Responsible Gaming Policy</a>.</p>
<h2>1. The operator</h2>
<p>The site is operated by Croupier Entertainment N.V., registered in Curaçao under no. 158742, licensed and regulated by the Curaçao Gaming Authority under licence no. OGL/2024/118/0473.</p>
<h2>2. Eligibility</h2>
<ul>
<li>You must be at least 18 years old, or the legal gambling age in your jurisdiction if higher.</li>
<li>You must not reside in, or access the site from, a restricted territory: the United States and its territories, the United Kingdom, France, the Netherlands, Aruba, Curaçao and Saint Martin.</li>
<li>You are responsible for ensuring that online gambling is legal where you are.</li>
</ul>
<h2>3. Your account</h2>
<ol>
<li>You may hold only one account. Duplicate accounts will be closed and any bonuses and winnings obtained through them voided.</li>
<li>The information you provide must be true, complete and kept up to date.</li>
<li>You are responsible for keeping your login details confidential and for all activity on your account.</li>
<li>We may request identity documents at any time in line with our <a href="/static/kyc-policy">KYC Policy</a>.</li>
</ol>
<h2>4. Deposits</h2>
<p>Deposits must be made from payment methods registered in your own name. The minimum deposit is €10 (or currency equivalent) unless stated otherwise in the wallet. Funds must not originate from criminal activity; see our <a href="/static/aml-policy">AML Policy</a>.</p>
<h2>5. Withdrawals</h2>
<ul>
<li>Withdrawals are paid, where possible, to the method used for depositing.</li>
<li>Deposited funds must be wagered at least once before withdrawal.</li>
<li>We review withdrawal requests within 24 hours; first withdrawals require a completed verification.</li>
<li>The maximum withdrawal is €5,000 per day and €20,000 per month, except for progressive jackpot wins, which are paid in full.</li>
</ul>
<h2>6. Games and bets</h2>
<p>Game rules and return-to-player values are shown in each game. In case of malfunction, all affected bets and payouts are void. A bet is accepted once it is confirmed by the game server; it cannot be cancelled after that point.</p>
<h2>7. Prohibited conduct</h2>
<p>Fraud, collusion, the use of bots or software that gives an unfair advantage, chargebacks and bonus abuse are prohibited. We may suspend or close accounts involved in such conduct and withhold related winnings.</p>
<h2>8. Closing your account, liability and complaints</h2>
<p>You can close your account at any time via support. Our liability is limited to the amounts in your account. Complaints can be sent to <a href="mailto:complaints@croupier.example">complaints@croupier.example</a>; we respond within 14 days. If you are not satisfied, you may refer the matter to the Curaçao Gaming Authority. These terms are governed by the laws of Curaçao.</p>`,
      },
      de: {
        title: 'Allgemeine Geschäftsbedingungen',
        description:
          'Die allgemeinen Bedingungen für dein Croupier-Konto, Ein- und Auszahlungen sowie die Nutzung unserer Spiele.',
        content: `<p><strong>Stand: 1. März 2026.</strong> Diese Allgemeinen Geschäftsbedingungen (AGB) sind eine verbindliche Vereinbarung zwischen dir und der Croupier Entertainment N.V. („Croupier“, „wir“). Mit der Registrierung oder Nutzung der Website akzeptierst du sie zusammen mit unserer <a href="/static/privacy-policy">Datenschutzerklärung</a>, den <a href="/static/bonus-terms">Bonusbedingungen</a> und der <a href="/static/responsible-gaming">Richtlinie zum verantwortungsvollen Spielen</a>.</p>
<h2>1. Betreiber</h2>
<p>Die Website wird von der Croupier Entertainment N.V. betrieben, eingetragen in Curaçao unter der Nummer 158742, lizenziert und beaufsichtigt von der Curaçao Gaming Authority unter der Lizenznummer OGL/2024/118/0473.</p>
<h2>2. Teilnahmeberechtigung</h2>
<ul>
<li>Du musst mindestens 18 Jahre alt sein bzw. das in deinem Land geltende höhere Mindestalter erreicht haben.</li>
<li>Du darfst nicht in einem ausgeschlossenen Gebiet wohnen oder von dort auf die Website zugreifen: USA und ihre Außengebiete, Vereinigtes Königreich, Frankreich, Niederlande, Aruba, Curaçao und Saint-Martin.</li>
<li>Du bist selbst dafür verantwortlich, dass Online-Glücksspiel an deinem Aufenthaltsort erlaubt ist.</li>
</ul>
<h2>3. Dein Konto</h2>
<ol>
<li>Pro Person ist nur ein Konto erlaubt. Mehrfachkonten werden geschlossen und damit erzielte Boni und Gewinne annulliert.</li>
<li>Deine Angaben müssen wahr und vollständig sein und aktuell gehalten werden.</li>
<li>Du bist für die Geheimhaltung deiner Zugangsdaten und alle Aktivitäten auf deinem Konto verantwortlich.</li>
<li>Wir können gemäß unserer <a href="/static/kyc-policy">KYC-Richtlinie</a> jederzeit Identitätsnachweise anfordern.</li>
</ol>
<h2>4. Einzahlungen</h2>
<p>Einzahlungen sind nur mit Zahlungsmitteln zulässig, die auf deinen Namen laufen. Die Mindesteinzahlung beträgt 10 € (oder den Gegenwert), sofern in der Kasse nichts anderes angegeben ist. Gelder dürfen nicht aus Straftaten stammen; siehe unsere <a href="/static/aml-policy">AML-Richtlinie</a>.</p>
<h2>5. Auszahlungen</h2>
<ul>
<li>Auszahlungen erfolgen nach Möglichkeit auf die für die Einzahlung genutzte Methode.</li>
<li>Eingezahlte Beträge müssen vor einer Auszahlung mindestens einmal umgesetzt werden.</li>
<li>Wir prüfen Auszahlungsanträge innerhalb von 24 Stunden; die erste Auszahlung setzt eine abgeschlossene Verifizierung voraus.</li>
<li>Die maximale Auszahlung beträgt 5.000 € pro Tag und 20.000 € pro Monat; Gewinne aus progressiven Jackpots werden vollständig ausgezahlt.</li>
</ul>
<h2>6. Spiele und Einsätze</h2>
<p>Spielregeln und Auszahlungsquoten sind im jeweiligen Spiel angegeben. Bei Fehlfunktionen sind alle betroffenen Einsätze und Gewinne ungültig. Ein Einsatz gilt als angenommen, sobald der Spielserver ihn bestätigt; danach kann er nicht storniert werden.</p>
<h2>7. Unzulässiges Verhalten</h2>
<p>Betrug, geheime Absprachen, der Einsatz von Bots oder Software, die einen unfairen Vorteil verschafft, Rückbuchungen und Bonusmissbrauch sind untersagt. Wir können betroffene Konten sperren oder schließen und zugehörige Gewinne einbehalten.</p>
<h2>8. Kontoschließung, Haftung und Beschwerden</h2>
<p>Du kannst dein Konto jederzeit über den Support schließen. Unsere Haftung ist auf das Guthaben deines Kontos beschränkt. Beschwerden richtest du an <a href="mailto:complaints@croupier.example">complaints@croupier.example</a>; wir antworten innerhalb von 14 Tagen. Bist du mit der Antwort nicht zufrieden, kannst du dich an die Curaçao Gaming Authority wenden. Es gilt das Recht von Curaçao.</p>`,
      },
      es: {
        title: 'Términos y condiciones',
        description:
          'Las condiciones generales que rigen tu cuenta de Croupier, los depósitos, los retiros y el uso de nuestros juegos.',
        content: `<p><strong>Última actualización: 1 de marzo de 2026.</strong> Estos Términos y condiciones constituyen un acuerdo vinculante entre tú y Croupier Entertainment N.V. («Croupier», «nosotros»). Al registrarte o usar el sitio los aceptas, junto con nuestra <a href="/static/privacy-policy">Política de privacidad</a>, los <a href="/static/bonus-terms">Términos de bonificación</a> y la <a href="/static/responsible-gaming">Política de juego responsable</a>.</p>
<h2>1. El operador</h2>
<p>El sitio está operado por Croupier Entertainment N.V., inscrita en Curazao con el n.º 158742, con licencia de la Curaçao Gaming Authority, que la regula y supervisa, con el n.º OGL/2024/118/0473.</p>
<h2>2. Requisitos para jugar</h2>
<ul>
<li>Debes tener al menos 18 años o la edad legal para jugar en tu jurisdicción, si es mayor.</li>
<li>No puedes residir en un territorio restringido ni acceder desde él: Estados Unidos y sus territorios, Reino Unido, Francia, Países Bajos, Aruba, Curazao y San Martín.</li>
<li>Eres responsable de asegurarte de que el juego online es legal en el lugar donde te encuentras.</li>
</ul>
<h2>3. Tu cuenta</h2>
<ol>
<li>Solo puedes tener una cuenta. Las cuentas duplicadas se cerrarán y se anularán los bonos y las ganancias obtenidos con ellas.</li>
<li>La información que facilites debe ser veraz, completa y estar actualizada.</li>
<li>Eres responsable de mantener la confidencialidad de tus datos de acceso y de toda la actividad en tu cuenta.</li>
<li>Podemos solicitar documentos de identidad en cualquier momento conforme a nuestra <a href="/static/kyc-policy">Política KYC</a>.</li>
</ol>
<h2>4. Depósitos</h2>
<p>Los depósitos deben realizarse con métodos de pago a tu nombre. El depósito mínimo es de 10 € (o su equivalente), salvo que se indique otra cosa en la cartera. Los fondos no pueden proceder de actividades delictivas; consulta nuestra <a href="/static/aml-policy">Política AML</a>.</p>
<h2>5. Retiros</h2>
<ul>
<li>Siempre que sea posible, los retiros se pagan al mismo método utilizado para depositar.</li>
<li>Los fondos depositados deben apostarse al menos una vez antes de retirarlos.</li>
<li>Revisamos las solicitudes de retiro en menos de 24 horas; el primer retiro requiere haber completado la verificación.</li>
<li>El retiro máximo es de 5.000 € al día y 20.000 € al mes, salvo los premios de jackpots progresivos, que se pagan íntegramente.</li>
</ul>
<h2>6. Juegos y apuestas</h2>
<p>Las reglas de cada juego y su porcentaje de retorno se muestran en el propio juego. En caso de fallo de funcionamiento, se anulan todas las apuestas y pagos afectados. Una apuesta se considera aceptada cuando el servidor del juego la confirma y no puede cancelarse después.</p>
<h2>7. Conductas prohibidas</h2>
<p>Quedan prohibidos el fraude, la colusión, el uso de bots o programas que otorguen una ventaja injusta, las devoluciones de cargo y el abuso de bonos. Podemos suspender o cerrar las cuentas implicadas y retener las ganancias relacionadas.</p>
<h2>8. Cierre de la cuenta, responsabilidad y reclamaciones</h2>
<p>Puedes cerrar tu cuenta en cualquier momento a través de atención al cliente. Nuestra responsabilidad se limita al saldo de tu cuenta. Envía tus reclamaciones a <a href="mailto:complaints@croupier.example">complaints@croupier.example</a>; respondemos en un plazo de 14 días. Si no quedas satisfecho, puedes acudir a la Curaçao Gaming Authority. Estos términos se rigen por la legislación de Curazao.</p>`,
      },
      'pt-BR': {
        title: 'Termos e Condições',
        description:
          'As condições gerais que regem sua conta na Croupier, depósitos, saques e o uso dos nossos jogos.',
        content: `<p><strong>Última atualização: 1º de março de 2026.</strong> Estes Termos e Condições são um acordo vinculante entre você e a Croupier Entertainment N.V. (“Croupier”, “nós”). Ao se cadastrar ou usar o site, você os aceita, juntamente com a nossa <a href="/static/privacy-policy">Política de Privacidade</a>, os <a href="/static/bonus-terms">Termos de Bônus</a> e a <a href="/static/responsible-gaming">Política de Jogo Responsável</a>.</p>
<h2>1. O operador</h2>
<p>O site é operado pela Croupier Entertainment N.V., registrada em Curaçao sob o n.º 158742, licenciada e regulamentada pela Curaçao Gaming Authority sob a licença n.º OGL/2024/118/0473.</p>
<h2>2. Quem pode jogar</h2>
<ul>
<li>Você precisa ter pelo menos 18 anos ou a idade mínima legal da sua jurisdição, se for maior.</li>
<li>Você não pode residir em um território restrito nem acessar o site a partir dele: Estados Unidos e seus territórios, Reino Unido, França, Países Baixos, Aruba, Curaçao e São Martinho.</li>
<li>É sua responsabilidade garantir que jogos de azar online sejam permitidos onde você está.</li>
</ul>
<h2>3. Sua conta</h2>
<ol>
<li>Cada pessoa pode ter apenas uma conta. Contas duplicadas serão encerradas e os bônus e ganhos obtidos com elas, anulados.</li>
<li>As informações fornecidas devem ser verdadeiras, completas e atualizadas.</li>
<li>Você é responsável por manter seus dados de acesso em sigilo e por toda a atividade na sua conta.</li>
<li>Podemos solicitar documentos de identidade a qualquer momento, conforme a nossa <a href="/static/kyc-policy">Política de KYC</a>.</li>
</ol>
<h2>4. Depósitos</h2>
<p>Os depósitos devem ser feitos com métodos de pagamento em seu nome. O depósito mínimo é de €10 (ou equivalente), salvo indicação diferente na carteira. Os recursos não podem ter origem em atividades ilícitas; veja a nossa <a href="/static/aml-policy">Política de PLD (AML)</a>.</p>
<h2>5. Saques</h2>
<ul>
<li>Sempre que possível, os saques são pagos no mesmo método usado para o depósito.</li>
<li>O valor depositado precisa ser apostado pelo menos uma vez antes do saque.</li>
<li>Analisamos os pedidos de saque em até 24 horas; o primeiro saque exige verificação concluída.</li>
<li>O saque máximo é de €5.000 por dia e €20.000 por mês, exceto prêmios de jackpots progressivos, que são pagos integralmente.</li>
</ul>
<h2>6. Jogos e apostas</h2>
<p>As regras e o RTP de cada jogo são exibidos no próprio jogo. Em caso de mau funcionamento, todas as apostas e pagamentos afetados são anulados. Uma aposta é aceita quando o servidor do jogo a confirma e não pode ser cancelada depois disso.</p>
<h2>7. Condutas proibidas</h2>
<p>São proibidos fraude, conluio, uso de bots ou programas que deem vantagem indevida, estornos (chargebacks) e abuso de bônus. Podemos suspender ou encerrar as contas envolvidas e reter os ganhos relacionados.</p>
<h2>8. Encerramento da conta, responsabilidade e reclamações</h2>
<p>Você pode encerrar sua conta a qualquer momento pelo suporte. Nossa responsabilidade se limita ao saldo da sua conta. Envie reclamações para <a href="mailto:complaints@croupier.example">complaints@croupier.example</a>; respondemos em até 14 dias. Se não ficar satisfeito, você pode recorrer à Curaçao Gaming Authority. Estes termos são regidos pelas leis de Curaçao.</p>`,
      },
    },
  },
  {
    identity: 'privacy-policy',
    position: 3,
    showInFooter: true,
    translations: {
      en: {
        title: 'Privacy Policy',
        description:
          'How Croupier Entertainment N.V. collects, uses, stores and protects your personal data.',
        content: `<p><strong>Last updated: 1 March 2026.</strong> Your privacy matters to us. This policy explains what personal data Croupier Entertainment N.V. (“we”) processes when you use Croupier, why, and what rights you have.</p>
<h2>1. Data controller</h2>
<p>Croupier Entertainment N.V., Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Our data protection officer can be reached at <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>
<h2>2. Data we collect</h2>
<ul>
<li><strong>Account data:</strong> name, e-mail address, phone number, date of birth, address, nationality, currency and language.</li>
<li><strong>Verification data:</strong> copies of identity documents, proof of address and proof of payment method.</li>
<li><strong>Financial data:</strong> deposits, withdrawals, balances and payment method details (card numbers are stored only in masked form by our payment partners).</li>
<li><strong>Gaming data:</strong> bets, wins, bonuses, game sessions and limits.</li>
<li><strong>Technical data:</strong> IP address, device and browser type, approximate location and cookies; see our <a href="/static/cookie-policy">Cookie Policy</a>.</li>
</ul>
<h2>3. Why we use your data</h2>
<table>
<thead><tr><th>Purpose</th><th>Legal basis</th></tr></thead>
<tbody>
<tr><td>Running your account and processing payments</td><td>Performance of contract</td></tr>
<tr><td>Identity, age and anti-money-laundering checks</td><td>Legal obligation</td></tr>
<tr><td>Responsible-gaming monitoring</td><td>Legal obligation and legitimate interest</td></tr>
<tr><td>Fraud prevention and security</td><td>Legitimate interest</td></tr>
<tr><td>Marketing e-mails and SMS</td><td>Consent (can be withdrawn at any time)</td></tr>
</tbody>
</table>
<h2>4. Sharing your data</h2>
<p>We share data only where necessary with payment providers, game studios, identity verification services, hosting providers, our regulator and law enforcement authorities where required by law. We never sell your personal data.</p>
<h2>5. International transfers</h2>
<p>Some service providers process data outside your country. We use appropriate safeguards, such as standard contractual clauses, to protect data transferred internationally.</p>
<h2>6. Retention</h2>
<p>We keep account, transaction and verification records for at least 5 years after your account is closed, as required by anti-money-laundering rules. Marketing preferences are deleted when you withdraw consent.</p>
<h2>7. Your rights</h2>
<ul>
<li>Access the data we hold about you and receive a copy.</li>
<li>Correct inaccurate data and request deletion where the law allows.</li>
<li>Object to or restrict certain processing, and withdraw consent for marketing.</li>
<li>Lodge a complaint with a data protection authority.</li>
</ul>
<p>To exercise your rights, write to <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>. We respond within 30 days.</p>
<h2>8. Security and changes</h2>
<p>We protect your data with TLS encryption, access controls and regular security audits. We may update this policy; significant changes will be announced by e-mail or on the site.</p>`,
      },
      de: {
        title: 'Datenschutzerklärung',
        description:
          'Wie die Croupier Entertainment N.V. deine personenbezogenen Daten erhebt, nutzt, speichert und schützt.',
        content: `<p><strong>Stand: 1. März 2026.</strong> Deine Privatsphäre ist uns wichtig. Diese Erklärung beschreibt, welche personenbezogenen Daten die Croupier Entertainment N.V. („wir“) bei der Nutzung von Croupier verarbeitet, zu welchem Zweck und welche Rechte du hast.</p>
<h2>1. Verantwortlicher</h2>
<p>Croupier Entertainment N.V., Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Unseren Datenschutzbeauftragten erreichst du unter <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>
<h2>2. Welche Daten wir erheben</h2>
<ul>
<li><strong>Kontodaten:</strong> Name, E-Mail-Adresse, Telefonnummer, Geburtsdatum, Anschrift, Staatsangehörigkeit, Währung und Sprache.</li>
<li><strong>Verifizierungsdaten:</strong> Kopien von Ausweisdokumenten, Adressnachweise und Nachweise über Zahlungsmittel.</li>
<li><strong>Finanzdaten:</strong> Ein- und Auszahlungen, Guthaben und Angaben zu Zahlungsmitteln (Kartennummern speichern unsere Zahlungspartner nur maskiert).</li>
<li><strong>Spieldaten:</strong> Einsätze, Gewinne, Boni, Spielsitzungen und Limits.</li>
<li><strong>Technische Daten:</strong> IP-Adresse, Geräte- und Browsertyp, ungefährer Standort und Cookies; siehe unsere <a href="/static/cookie-policy">Cookie-Richtlinie</a>.</li>
</ul>
<h2>3. Wofür wir deine Daten nutzen</h2>
<table>
<thead><tr><th>Zweck</th><th>Rechtsgrundlage</th></tr></thead>
<tbody>
<tr><td>Kontoführung und Zahlungsabwicklung</td><td>Vertragserfüllung</td></tr>
<tr><td>Identitäts-, Alters- und Geldwäscheprüfungen</td><td>Rechtliche Verpflichtung</td></tr>
<tr><td>Überwachung zum Spielerschutz</td><td>Rechtliche Verpflichtung und berechtigtes Interesse</td></tr>
<tr><td>Betrugsprävention und Sicherheit</td><td>Berechtigtes Interesse</td></tr>
<tr><td>Werbe-E-Mails und -SMS</td><td>Einwilligung (jederzeit widerrufbar)</td></tr>
</tbody>
</table>
<h2>4. Weitergabe von Daten</h2>
<p>Wir geben Daten nur weiter, soweit erforderlich: an Zahlungsdienstleister, Spieleanbieter, Dienste zur Identitätsprüfung, Hosting-Anbieter, unsere Aufsichtsbehörde sowie an Strafverfolgungsbehörden, wenn das Gesetz es verlangt. Wir verkaufen deine Daten niemals.</p>
<h2>5. Internationale Übermittlungen</h2>
<p>Einige Dienstleister verarbeiten Daten außerhalb deines Landes. Wir sichern solche Übermittlungen durch geeignete Garantien wie Standardvertragsklauseln ab.</p>
<h2>6. Speicherdauer</h2>
<p>Konto-, Transaktions- und Verifizierungsdaten bewahren wir nach den Geldwäschevorschriften mindestens 5 Jahre nach Schließung deines Kontos auf. Werbeeinstellungen werden gelöscht, sobald du deine Einwilligung widerrufst.</p>
<h2>7. Deine Rechte</h2>
<ul>
<li>Auskunft über die zu dir gespeicherten Daten und Erhalt einer Kopie.</li>
<li>Berichtigung unrichtiger Daten und Löschung, soweit gesetzlich zulässig.</li>
<li>Widerspruch gegen bzw. Einschränkung bestimmter Verarbeitungen und Widerruf deiner Werbeeinwilligung.</li>
<li>Beschwerde bei einer Datenschutzaufsichtsbehörde.</li>
</ul>
<p>Um deine Rechte auszuüben, schreib an <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>. Wir antworten innerhalb von 30 Tagen.</p>
<h2>8. Sicherheit und Änderungen</h2>
<p>Wir schützen deine Daten durch TLS-Verschlüsselung, Zugriffskontrollen und regelmäßige Sicherheitsprüfungen. Wir können diese Erklärung anpassen; über wesentliche Änderungen informieren wir per E-Mail oder auf der Website.</p>`,
      },
      es: {
        title: 'Política de privacidad',
        description:
          'Cómo Croupier Entertainment N.V. recopila, utiliza, conserva y protege tus datos personales.',
        content: `<p><strong>Última actualización: 1 de marzo de 2026.</strong> Tu privacidad nos importa. Esta política explica qué datos personales trata Croupier Entertainment N.V. («nosotros») cuando usas Croupier, con qué finalidad y qué derechos tienes.</p>
<h2>1. Responsable del tratamiento</h2>
<p>Croupier Entertainment N.V., Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curazao. Puedes contactar con nuestro delegado de protección de datos en <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>
<h2>2. Datos que recopilamos</h2>
<ul>
<li><strong>Datos de la cuenta:</strong> nombre, correo electrónico, teléfono, fecha de nacimiento, dirección, nacionalidad, divisa e idioma.</li>
<li><strong>Datos de verificación:</strong> copias de documentos de identidad, justificantes de domicilio y comprobantes del método de pago.</li>
<li><strong>Datos financieros:</strong> depósitos, retiros, saldos y datos de los métodos de pago (nuestros socios de pago solo guardan los números de tarjeta enmascarados).</li>
<li><strong>Datos de juego:</strong> apuestas, ganancias, bonos, sesiones de juego y límites.</li>
<li><strong>Datos técnicos:</strong> dirección IP, tipo de dispositivo y navegador, ubicación aproximada y cookies; consulta nuestra <a href="/static/cookie-policy">Política de cookies</a>.</li>
</ul>
<h2>3. Para qué usamos tus datos</h2>
<table>
<thead><tr><th>Finalidad</th><th>Base jurídica</th></tr></thead>
<tbody>
<tr><td>Gestión de la cuenta y de los pagos</td><td>Ejecución del contrato</td></tr>
<tr><td>Comprobaciones de identidad, edad y prevención del blanqueo</td><td>Obligación legal</td></tr>
<tr><td>Supervisión del juego responsable</td><td>Obligación legal e interés legítimo</td></tr>
<tr><td>Prevención del fraude y seguridad</td><td>Interés legítimo</td></tr>
<tr><td>Correos y SMS comerciales</td><td>Consentimiento (revocable en cualquier momento)</td></tr>
</tbody>
</table>
<h2>4. Comunicación de datos</h2>
<p>Solo compartimos datos cuando es necesario con proveedores de pago, estudios de juegos, servicios de verificación de identidad, proveedores de alojamiento, nuestro regulador y las autoridades cuando la ley lo exige. Nunca vendemos tus datos personales.</p>
<h2>5. Transferencias internacionales</h2>
<p>Algunos proveedores tratan datos fuera de tu país. Aplicamos garantías adecuadas, como las cláusulas contractuales tipo, para proteger los datos transferidos.</p>
<h2>6. Conservación</h2>
<p>Conservamos los registros de cuenta, transacciones y verificación durante al menos 5 años tras el cierre de la cuenta, según exige la normativa contra el blanqueo de capitales. Tus preferencias comerciales se eliminan al retirar el consentimiento.</p>
<h2>7. Tus derechos</h2>
<ul>
<li>Acceder a los datos que tenemos sobre ti y obtener una copia.</li>
<li>Rectificar los datos inexactos y solicitar su supresión cuando la ley lo permita.</li>
<li>Oponerte a determinados tratamientos o limitarlos, y retirar tu consentimiento comercial.</li>
<li>Presentar una reclamación ante una autoridad de protección de datos.</li>
</ul>
<p>Para ejercer tus derechos, escribe a <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>. Respondemos en un plazo de 30 días.</p>
<h2>8. Seguridad y cambios</h2>
<p>Protegemos tus datos con cifrado TLS, controles de acceso y auditorías de seguridad periódicas. Podemos actualizar esta política; te avisaremos de los cambios importantes por correo electrónico o en el sitio.</p>`,
      },
      'pt-BR': {
        title: 'Política de Privacidade',
        description:
          'Como a Croupier Entertainment N.V. coleta, usa, armazena e protege seus dados pessoais.',
        content: `<p><strong>Última atualização: 1º de março de 2026.</strong> Sua privacidade é importante para nós. Esta política explica quais dados pessoais a Croupier Entertainment N.V. (“nós”) trata quando você usa a Croupier, para quê e quais são os seus direitos.</p>
<h2>1. Controlador dos dados</h2>
<p>Croupier Entertainment N.V., Zuikertuintjeweg Z/N (Zuikertuintje Tower), Willemstad, Curaçao. Nosso encarregado de proteção de dados (DPO) atende pelo e-mail <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>
<h2>2. Dados que coletamos</h2>
<ul>
<li><strong>Dados da conta:</strong> nome, e-mail, telefone, data de nascimento, endereço, nacionalidade, moeda e idioma.</li>
<li><strong>Dados de verificação:</strong> cópias de documentos de identidade, comprovantes de residência e comprovantes do método de pagamento.</li>
<li><strong>Dados financeiros:</strong> depósitos, saques, saldos e dados dos métodos de pagamento (nossos parceiros armazenam números de cartão apenas de forma mascarada).</li>
<li><strong>Dados de jogo:</strong> apostas, ganhos, bônus, sessões de jogo e limites.</li>
<li><strong>Dados técnicos:</strong> endereço IP, tipo de dispositivo e navegador, localização aproximada e cookies; veja a nossa <a href="/static/cookie-policy">Política de Cookies</a>.</li>
</ul>
<h2>3. Para que usamos seus dados</h2>
<table>
<thead><tr><th>Finalidade</th><th>Base legal</th></tr></thead>
<tbody>
<tr><td>Gestão da conta e processamento de pagamentos</td><td>Execução de contrato</td></tr>
<tr><td>Verificação de identidade, idade e prevenção à lavagem de dinheiro</td><td>Obrigação legal</td></tr>
<tr><td>Monitoramento de jogo responsável</td><td>Obrigação legal e legítimo interesse</td></tr>
<tr><td>Prevenção a fraudes e segurança</td><td>Legítimo interesse</td></tr>
<tr><td>E-mails e SMS promocionais</td><td>Consentimento (revogável a qualquer momento)</td></tr>
</tbody>
</table>
<h2>4. Compartilhamento de dados</h2>
<p>Compartilhamos dados somente quando necessário com provedores de pagamento, estúdios de jogos, serviços de verificação de identidade, provedores de hospedagem, nosso órgão regulador e autoridades, quando exigido por lei. Nunca vendemos seus dados pessoais.</p>
<h2>5. Transferências internacionais</h2>
<p>Alguns prestadores de serviço tratam dados fora do seu país. Adotamos salvaguardas adequadas, como cláusulas contratuais padrão, para proteger os dados transferidos.</p>
<h2>6. Retenção</h2>
<p>Guardamos os registros de conta, transações e verificação por pelo menos 5 anos após o encerramento da conta, conforme as regras de prevenção à lavagem de dinheiro. Preferências de marketing são apagadas quando você revoga o consentimento.</p>
<h2>7. Seus direitos</h2>
<ul>
<li>Acessar os dados que temos sobre você e receber uma cópia.</li>
<li>Corrigir dados incorretos e pedir a exclusão quando a lei permitir.</li>
<li>Opor-se a determinados tratamentos ou restringi-los, e revogar o consentimento para marketing.</li>
<li>Apresentar reclamação a uma autoridade de proteção de dados.</li>
</ul>
<p>Para exercer seus direitos, escreva para <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>. Respondemos em até 30 dias.</p>
<h2>8. Segurança e alterações</h2>
<p>Protegemos seus dados com criptografia TLS, controles de acesso e auditorias de segurança regulares. Podemos atualizar esta política; avisaremos sobre mudanças importantes por e-mail ou no site.</p>`,
      },
    },
  },
  {
    identity: 'responsible-gaming',
    position: 4,
    showInFooter: true,
    translations: {
      en: {
        title: 'Responsible Gaming',
        description:
          'Tools, tips and support to keep gambling fun, safe and under your control at Croupier.',
        content: `<h2>Gambling should be entertainment</h2>
<p>At Croupier we want you to enjoy our games safely. Gambling is a form of entertainment, not a way to make money. Only play with money you can afford to lose, and never chase losses.</p>
<h2>Tools to stay in control</h2>
<ul>
<li><strong>Deposit, loss and bet limits</strong> – daily, weekly or monthly. Decreases apply immediately; increases after 24 hours.</li>
<li><strong>Cooling-off</strong> – take a break from 24 hours to 6 weeks.</li>
<li><strong>Self-exclusion</strong> – close your account for 6 months, 1 year, 5 years or permanently.</li>
<li><strong>Reality checks</strong> – see your session time and net result while you play.</li>
</ul>
<p>Set them up any time under <a href="/profile/limits">Profile → Limits</a>.</p>
<h2>Quick self-assessment</h2>
<ol>
<li>Do you spend more time or money on gambling than you intended?</li>
<li>Do you gamble to win back money you have lost?</li>
<li>Have you borrowed money or sold things to gamble?</li>
<li>Do you feel restless or irritable when trying to cut down?</li>
<li>Has gambling caused problems with family, friends or work?</li>
</ol>
<p>If you answered “yes” to any of these questions, consider setting limits or taking a break, and talk to one of the organisations below.</p>
<h2>Protecting minors</h2>
<p>Nobody under 18 may play at Croupier. We verify the age of every player. If you share a device with children, use parental control software such as Net Nanny or Qustodio.</p>
<h2>Where to get help</h2>
<ul>
<li>GamCare – <a href="https://www.gamcare.org.uk">gamcare.org.uk</a>, National Gambling Helpline 0808 8020 133</li>
<li>Gamblers Anonymous – <a href="https://www.gamblersanonymous.org.uk">gamblersanonymous.org.uk</a></li>
<li>Gambling Therapy (worldwide, multilingual) – <a href="https://www.gamblingtherapy.org">gamblingtherapy.org</a></li>
</ul>`,
      },
      de: {
        title: 'Verantwortungsvolles Spielen',
        description:
          'Tools, Tipps und Unterstützung, damit Glücksspiel bei Croupier Spaß macht, sicher bleibt und unter deiner Kontrolle ist.',
        content: `<h2>Glücksspiel soll Unterhaltung sein</h2>
<p>Bei Croupier sollst du unsere Spiele sicher genießen. Glücksspiel ist Unterhaltung und keine Möglichkeit, Geld zu verdienen. Spiele nur mit Geld, dessen Verlust du dir leisten kannst, und jage Verlusten niemals hinterher.</p>
<h2>Tools für mehr Kontrolle</h2>
<ul>
<li><strong>Einzahlungs-, Verlust- und Einsatzlimits</strong> – täglich, wöchentlich oder monatlich. Senkungen gelten sofort, Erhöhungen nach 24 Stunden.</li>
<li><strong>Spielpause</strong> – eine Auszeit von 24 Stunden bis zu 6 Wochen.</li>
<li><strong>Selbstausschluss</strong> – Sperre deines Kontos für 6 Monate, 1 Jahr, 5 Jahre oder dauerhaft.</li>
<li><strong>Realitätscheck</strong> – Sitzungsdauer und Nettoergebnis während des Spiels im Blick.</li>
</ul>
<p>Richte sie jederzeit unter <a href="/profile/limits">Profil → Limits</a> ein.</p>
<h2>Kurzer Selbsttest</h2>
<ol>
<li>Verbringst du mehr Zeit oder Geld mit Glücksspiel als geplant?</li>
<li>Spielst du, um verlorenes Geld zurückzugewinnen?</li>
<li>Hast du dir Geld geliehen oder Dinge verkauft, um zu spielen?</li>
<li>Bist du unruhig oder gereizt, wenn du versuchst, weniger zu spielen?</li>
<li>Hat Glücksspiel zu Problemen mit Familie, Freunden oder im Beruf geführt?</li>
</ol>
<p>Wenn du eine dieser Fragen mit „Ja“ beantwortest, solltest du Limits setzen oder eine Pause einlegen und dich an eine der unten genannten Stellen wenden.</p>
<h2>Schutz von Minderjährigen</h2>
<p>Personen unter 18 Jahren dürfen bei Croupier nicht spielen. Wir prüfen das Alter jedes Spielers. Wenn du ein Gerät mit Kindern teilst, nutze eine Jugendschutzsoftware wie Net Nanny oder Qustodio.</p>
<h2>Hier bekommst du Hilfe</h2>
<ul>
<li>BZgA-Hotline zur Glücksspielsucht – <a href="https://www.check-dein-spiel.de">check-dein-spiel.de</a>, 0800 1 372 700 (kostenlos und anonym)</li>
<li>Anonyme Spieler (GA) – <a href="https://www.anonyme-spieler.org">anonyme-spieler.org</a></li>
<li>TelefonSeelsorge – <a href="https://www.telefonseelsorge.de">telefonseelsorge.de</a>, 0800 111 0 111</li>
</ul>`,
      },
      es: {
        title: 'Juego responsable',
        description:
          'Herramientas, consejos y apoyo para que el juego en Croupier siga siendo divertido, seguro y bajo tu control.',
        content: `<h2>El juego debe ser un entretenimiento</h2>
<p>En Croupier queremos que disfrutes de nuestros juegos de forma segura. El juego es una forma de ocio, no una manera de ganar dinero. Juega solo con dinero que puedas permitirte perder y nunca intentes recuperar lo perdido.</p>
<h2>Herramientas para mantener el control</h2>
<ul>
<li><strong>Límites de depósito, pérdidas y apuestas</strong>: diarios, semanales o mensuales. Las reducciones se aplican al momento; los aumentos, a las 24 horas.</li>
<li><strong>Pausa</strong>: tómate un descanso de entre 24 horas y 6 semanas.</li>
<li><strong>Autoexclusión</strong>: cierra tu cuenta durante 6 meses, 1 año, 5 años o de forma permanente.</li>
<li><strong>Control de realidad</strong>: consulta el tiempo de sesión y tu resultado neto mientras juegas.</li>
</ul>
<p>Configúralas cuando quieras en <a href="/profile/limits">Perfil → Límites</a>.</p>
<h2>Test rápido de autoevaluación</h2>
<ol>
<li>¿Dedicas al juego más tiempo o dinero del que tenías previsto?</li>
<li>¿Juegas para recuperar el dinero que has perdido?</li>
<li>¿Has pedido dinero prestado o vendido cosas para jugar?</li>
<li>¿Te sientes inquieto o irritable cuando intentas jugar menos?</li>
<li>¿El juego te ha causado problemas con tu familia, tus amigos o en el trabajo?</li>
</ol>
<p>Si has respondido «sí» a alguna de estas preguntas, plantéate fijar límites o tomarte un descanso, y habla con alguna de las organizaciones que indicamos más abajo.</p>
<h2>Protección de menores</h2>
<p>Los menores de 18 años no pueden jugar en Croupier. Verificamos la edad de todos los jugadores. Si compartes un dispositivo con menores, utiliza un software de control parental como Net Nanny o Qustodio.</p>
<h2>Dónde pedir ayuda</h2>
<ul>
<li>FEJAR – <a href="https://www.fejar.org">fejar.org</a>, 900 200 225</li>
<li>Jugadores Anónimos – <a href="https://www.jugadoresanonimos.org">jugadoresanonimos.org</a></li>
<li>Gambling Therapy (internacional, en varios idiomas) – <a href="https://www.gamblingtherapy.org">gamblingtherapy.org</a></li>
</ul>`,
      },
      'pt-BR': {
        title: 'Jogo Responsável',
        description:
          'Ferramentas, dicas e apoio para que o jogo na Croupier continue divertido, seguro e sob o seu controle.',
        content: `<h2>Jogar deve ser diversão</h2>
<p>Na Croupier, queremos que você aproveite nossos jogos com segurança. Jogo é entretenimento, não uma forma de ganhar dinheiro. Jogue apenas com o que pode perder e nunca tente recuperar perdas.</p>
<h2>Ferramentas para manter o controle</h2>
<ul>
<li><strong>Limites de depósito, perda e aposta</strong> — diários, semanais ou mensais. Reduções valem na hora; aumentos, após 24 horas.</li>
<li><strong>Pausa</strong> — faça um intervalo de 24 horas a 6 semanas.</li>
<li><strong>Autoexclusão</strong> — bloqueie sua conta por 6 meses, 1 ano, 5 anos ou permanentemente.</li>
<li><strong>Alerta de realidade</strong> — veja o tempo de sessão e o resultado líquido enquanto joga.</li>
</ul>
<p>Configure quando quiser em <a href="/profile/limits">Perfil → Limites</a>.</p>
<h2>Teste rápido de autoavaliação</h2>
<ol>
<li>Você gasta mais tempo ou dinheiro com jogos do que pretendia?</li>
<li>Você joga para tentar recuperar o dinheiro que perdeu?</li>
<li>Você já pegou dinheiro emprestado ou vendeu coisas para jogar?</li>
<li>Você fica inquieto ou irritado quando tenta jogar menos?</li>
<li>O jogo já causou problemas com família, amigos ou no trabalho?</li>
</ol>
<p>Se você respondeu “sim” a alguma dessas perguntas, considere definir limites ou fazer uma pausa, e converse com uma das organizações abaixo.</p>
<h2>Proteção de menores</h2>
<p>Menores de 18 anos não podem jogar na Croupier. Verificamos a idade de todos os jogadores. Se você compartilha um dispositivo com crianças, use um software de controle parental, como Net Nanny ou Qustodio.</p>
<h2>Onde buscar ajuda</h2>
<ul>
<li>Jogadores Anônimos do Brasil – <a href="https://www.jogadoresanonimos.com.br">jogadoresanonimos.com.br</a></li>
<li>CVV – Centro de Valorização da Vida – <a href="https://cvv.org.br">cvv.org.br</a>, ligue 188 (gratuito, 24 horas)</li>
<li>Gambling Therapy (internacional, em vários idiomas) – <a href="https://www.gamblingtherapy.org">gamblingtherapy.org</a></li>
</ul>`,
      },
    },
  },
  {
    identity: 'cookie-policy',
    position: 5,
    showInFooter: true,
    translations: {
      en: {
        title: 'Cookie Policy',
        description:
          'Which cookies and similar technologies Croupier uses and how you can control them.',
        content: `<h2>What are cookies?</h2>
<p>Cookies are small text files stored on your device when you visit a website. We also use similar technologies such as local storage. They help the site work, remember your preferences and show us how Croupier is used.</p>
<h2>Cookies we use</h2>
<table>
<thead><tr><th>Type</th><th>Purpose</th><th>Duration</th></tr></thead>
<tbody>
<tr><td>Strictly necessary</td><td>Sign-in session, security, language choice, cookie consent</td><td>Session up to 1 year</td></tr>
<tr><td>Preferences</td><td>Remembering settings such as the compact menu</td><td>Up to 1 year</td></tr>
<tr><td>Analytics</td><td>Understanding how pages and features are used so we can improve them</td><td>Up to 13 months</td></tr>
<tr><td>Marketing and affiliates</td><td>Recording which partner referred you</td><td>30 days</td></tr>
</tbody>
</table>
<h2>Managing cookies</h2>
<p>When you first visit, you can accept or reject non-essential cookies in the cookie banner. You can also block or delete cookies in your browser settings; note that blocking strictly necessary cookies will prevent you from signing in.</p>
<h2>More information</h2>
<p>For details on how we process personal data, see our <a href="/static/privacy-policy">Privacy Policy</a>. Questions: <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>`,
      },
      de: {
        title: 'Cookie-Richtlinie',
        description:
          'Welche Cookies und ähnlichen Technologien Croupier verwendet und wie du sie steuern kannst.',
        content: `<h2>Was sind Cookies?</h2>
<p>Cookies sind kleine Textdateien, die beim Besuch einer Website auf deinem Gerät gespeichert werden. Wir nutzen auch ähnliche Technologien wie den lokalen Speicher. Sie sorgen dafür, dass die Seite funktioniert, merken sich deine Einstellungen und zeigen uns, wie Croupier genutzt wird.</p>
<h2>Welche Cookies wir verwenden</h2>
<table>
<thead><tr><th>Art</th><th>Zweck</th><th>Speicherdauer</th></tr></thead>
<tbody>
<tr><td>Unbedingt erforderlich</td><td>Anmeldesitzung, Sicherheit, Sprachwahl, Cookie-Einwilligung</td><td>Sitzung bis 1 Jahr</td></tr>
<tr><td>Präferenzen</td><td>Speichern von Einstellungen wie dem kompakten Menü</td><td>Bis zu 1 Jahr</td></tr>
<tr><td>Analyse</td><td>Verstehen, wie Seiten und Funktionen genutzt werden, um sie zu verbessern</td><td>Bis zu 13 Monate</td></tr>
<tr><td>Marketing und Partner</td><td>Erfassen, welcher Partner dich empfohlen hat</td><td>30 Tage</td></tr>
</tbody>
</table>
<h2>Cookies verwalten</h2>
<p>Beim ersten Besuch kannst du nicht erforderliche Cookies im Cookie-Banner annehmen oder ablehnen. Außerdem kannst du Cookies in deinen Browsereinstellungen blockieren oder löschen; ohne unbedingt erforderliche Cookies ist jedoch keine Anmeldung möglich.</p>
<h2>Weitere Informationen</h2>
<p>Wie wir personenbezogene Daten verarbeiten, erfährst du in unserer <a href="/static/privacy-policy">Datenschutzerklärung</a>. Fragen an: <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>`,
      },
      es: {
        title: 'Política de cookies',
        description:
          'Qué cookies y tecnologías similares utiliza Croupier y cómo puedes gestionarlas.',
        content: `<h2>¿Qué son las cookies?</h2>
<p>Las cookies son pequeños archivos de texto que se guardan en tu dispositivo al visitar un sitio web. También usamos tecnologías similares, como el almacenamiento local. Permiten que el sitio funcione, recuerdan tus preferencias y nos muestran cómo se usa Croupier.</p>
<h2>Cookies que utilizamos</h2>
<table>
<thead><tr><th>Tipo</th><th>Finalidad</th><th>Duración</th></tr></thead>
<tbody>
<tr><td>Estrictamente necesarias</td><td>Sesión iniciada, seguridad, idioma elegido, consentimiento de cookies</td><td>De la sesión a 1 año</td></tr>
<tr><td>Preferencias</td><td>Recordar ajustes como el menú compacto</td><td>Hasta 1 año</td></tr>
<tr><td>Analíticas</td><td>Entender cómo se usan las páginas y funciones para mejorarlas</td><td>Hasta 13 meses</td></tr>
<tr><td>Marketing y afiliados</td><td>Registrar qué socio te ha recomendado</td><td>30 días</td></tr>
</tbody>
</table>
<h2>Gestión de las cookies</h2>
<p>En tu primera visita puedes aceptar o rechazar las cookies no esenciales en el aviso de cookies. También puedes bloquearlas o eliminarlas desde la configuración del navegador; ten en cuenta que, sin las cookies estrictamente necesarias, no podrás iniciar sesión.</p>
<h2>Más información</h2>
<p>Para saber cómo tratamos los datos personales, consulta nuestra <a href="/static/privacy-policy">Política de privacidad</a>. Dudas: <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>`,
      },
      'pt-BR': {
        title: 'Política de Cookies',
        description:
          'Quais cookies e tecnologias semelhantes a Croupier usa e como você pode controlá-los.',
        content: `<h2>O que são cookies?</h2>
<p>Cookies são pequenos arquivos de texto salvos no seu dispositivo quando você visita um site. Também usamos tecnologias semelhantes, como o armazenamento local. Eles fazem o site funcionar, lembram suas preferências e nos mostram como a Croupier é usada.</p>
<h2>Cookies que usamos</h2>
<table>
<thead><tr><th>Tipo</th><th>Finalidade</th><th>Duração</th></tr></thead>
<tbody>
<tr><td>Estritamente necessários</td><td>Sessão de login, segurança, idioma escolhido, consentimento de cookies</td><td>Da sessão até 1 ano</td></tr>
<tr><td>Preferências</td><td>Lembrar configurações, como o menu compacto</td><td>Até 1 ano</td></tr>
<tr><td>Análise</td><td>Entender como páginas e recursos são usados para melhorá-los</td><td>Até 13 meses</td></tr>
<tr><td>Marketing e afiliados</td><td>Registrar qual parceiro indicou você</td><td>30 dias</td></tr>
</tbody>
</table>
<h2>Como gerenciar cookies</h2>
<p>Na primeira visita, você pode aceitar ou recusar cookies não essenciais no aviso de cookies. Também é possível bloqueá-los ou apagá-los nas configurações do navegador; sem os cookies estritamente necessários, porém, não será possível fazer login.</p>
<h2>Mais informações</h2>
<p>Para saber como tratamos dados pessoais, veja a nossa <a href="/static/privacy-policy">Política de Privacidade</a>. Dúvidas: <a href="mailto:privacy@croupier.example">privacy@croupier.example</a>.</p>`,
      },
    },
  },
  {
    identity: 'aml-policy',
    position: 6,
    showInFooter: true,
    translations: {
      en: {
        title: 'Anti-Money Laundering Policy',
        description:
          'How Croupier prevents money laundering and terrorist financing, and what this means for your account.',
        content: `<h2>Our commitment</h2>
<p>Croupier Entertainment N.V. is committed to preventing money laundering and the financing of terrorism. We comply with the anti-money-laundering laws of Curaçao and the requirements of the Curaçao Gaming Authority.</p>
<h2>Customer due diligence</h2>
<ul>
<li>We verify the identity, age and address of every player – see our <a href="/static/kyc-policy">KYC Policy</a>.</li>
<li>Enhanced due diligence, including proof of source of funds or wealth, applies when cumulative deposits exceed €5,000 or when risk indicators appear.</li>
<li>We screen players against sanctions lists and lists of politically exposed persons (PEPs).</li>
</ul>
<h2>Monitoring transactions</h2>
<p>We monitor deposits, bets and withdrawals for unusual patterns, such as depositing and withdrawing without meaningful play, or using multiple payment methods in quick succession. Deposits must be wagered at least once before withdrawal.</p>
<h2>Reporting and record-keeping</h2>
<p>Suspicious activity is reported to the Financial Intelligence Unit of Curaçao (FIU Curaçao). We may suspend accounts and withhold funds while an investigation is ongoing. Records are kept for at least 5 years.</p>
<h2>Your part</h2>
<p>Use only payment methods in your own name, keep your details up to date and respond promptly to document requests.</p>`,
      },
      de: {
        title: 'Richtlinie zur Geldwäscheprävention',
        description:
          'Wie Croupier Geldwäsche und Terrorismusfinanzierung verhindert und was das für dein Konto bedeutet.',
        content: `<h2>Unsere Verpflichtung</h2>
<p>Die Croupier Entertainment N.V. verpflichtet sich, Geldwäsche und Terrorismusfinanzierung zu verhindern. Wir halten die Geldwäschegesetze von Curaçao sowie die Vorgaben der Curaçao Gaming Authority ein.</p>
<h2>Sorgfaltspflichten</h2>
<ul>
<li>Wir prüfen Identität, Alter und Anschrift jedes Spielers – siehe unsere <a href="/static/kyc-policy">KYC-Richtlinie</a>.</li>
<li>Erweiterte Sorgfaltspflichten, einschließlich Nachweisen zur Herkunft von Geldern oder Vermögen, gelten ab kumulierten Einzahlungen von über 5.000 € oder bei Risikohinweisen.</li>
<li>Wir gleichen Spieler mit Sanktionslisten und Listen politisch exponierter Personen (PEP) ab.</li>
</ul>
<h2>Überwachung von Transaktionen</h2>
<p>Wir überwachen Einzahlungen, Einsätze und Auszahlungen auf ungewöhnliche Muster, etwa Ein- und Auszahlungen ohne nennenswertes Spiel oder die schnelle Nutzung mehrerer Zahlungsmittel. Einzahlungen müssen vor einer Auszahlung mindestens einmal umgesetzt werden.</p>
<h2>Meldungen und Aufbewahrung</h2>
<p>Verdächtige Aktivitäten melden wir der Financial Intelligence Unit von Curaçao (FIU Curaçao). Während einer Untersuchung können wir Konten sperren und Gelder zurückhalten. Unterlagen bewahren wir mindestens 5 Jahre auf.</p>
<h2>Dein Beitrag</h2>
<p>Nutze nur Zahlungsmittel, die auf deinen Namen laufen, halte deine Angaben aktuell und reagiere zeitnah auf Dokumentenanfragen.</p>`,
      },
      es: {
        title: 'Política de prevención del blanqueo de capitales',
        description:
          'Cómo Croupier previene el blanqueo de capitales y la financiación del terrorismo, y qué implica para tu cuenta.',
        content: `<h2>Nuestro compromiso</h2>
<p>Croupier Entertainment N.V. se compromete a prevenir el blanqueo de capitales y la financiación del terrorismo. Cumplimos la legislación de Curazao en esta materia y los requisitos de la Curaçao Gaming Authority.</p>
<h2>Diligencia debida</h2>
<ul>
<li>Verificamos la identidad, la edad y el domicilio de todos los jugadores; consulta nuestra <a href="/static/kyc-policy">Política KYC</a>.</li>
<li>Aplicamos diligencia reforzada, que incluye justificar el origen de los fondos o del patrimonio, cuando los depósitos acumulados superan los 5.000 € o aparecen indicadores de riesgo.</li>
<li>Cotejamos a los jugadores con listas de sanciones y de personas con responsabilidad pública (PEP).</li>
</ul>
<h2>Seguimiento de las transacciones</h2>
<p>Supervisamos depósitos, apuestas y retiros para detectar patrones inusuales, como depositar y retirar sin apenas jugar o usar varios métodos de pago en poco tiempo. Los depósitos deben apostarse al menos una vez antes de retirarlos.</p>
<h2>Comunicación y conservación</h2>
<p>Comunicamos las actividades sospechosas a la Unidad de Inteligencia Financiera de Curazao (FIU Curaçao). Podemos suspender cuentas y retener fondos mientras dure una investigación. Conservamos los registros durante al menos 5 años.</p>
<h2>Lo que te pedimos</h2>
<p>Usa solo métodos de pago a tu nombre, mantén tus datos actualizados y responde con rapidez a las solicitudes de documentación.</p>`,
      },
      'pt-BR': {
        title: 'Política de Prevenção à Lavagem de Dinheiro',
        description:
          'Como a Croupier previne a lavagem de dinheiro e o financiamento do terrorismo, e o que isso significa para sua conta.',
        content: `<h2>Nosso compromisso</h2>
<p>A Croupier Entertainment N.V. tem o compromisso de prevenir a lavagem de dinheiro e o financiamento do terrorismo. Cumprimos a legislação de Curaçao sobre o tema e as exigências da Curaçao Gaming Authority.</p>
<h2>Diligência devida</h2>
<ul>
<li>Verificamos a identidade, a idade e o endereço de todos os jogadores — veja a nossa <a href="/static/kyc-policy">Política de KYC</a>.</li>
<li>Aplicamos diligência reforçada, incluindo comprovação da origem dos recursos ou do patrimônio, quando os depósitos acumulados passam de €5.000 ou surgem indicadores de risco.</li>
<li>Verificamos os jogadores em listas de sanções e de pessoas politicamente expostas (PEP).</li>
</ul>
<h2>Monitoramento de transações</h2>
<p>Monitoramos depósitos, apostas e saques em busca de padrões incomuns, como depositar e sacar sem jogar de fato ou usar vários métodos de pagamento em pouco tempo. Os depósitos precisam ser apostados pelo menos uma vez antes do saque.</p>
<h2>Comunicação e guarda de registros</h2>
<p>Atividades suspeitas são comunicadas à Unidade de Inteligência Financeira de Curaçao (FIU Curaçao). Podemos suspender contas e reter valores durante uma investigação. Os registros são guardados por pelo menos 5 anos.</p>
<h2>Sua parte</h2>
<p>Use apenas métodos de pagamento em seu nome, mantenha seus dados atualizados e responda rapidamente às solicitações de documentos.</p>`,
      },
    },
  },
  {
    identity: 'bonus-terms',
    position: 7,
    showInFooter: true,
    translations: {
      en: {
        title: 'General Bonus Terms',
        description:
          'The rules that apply to every bonus, free spin and promotion at Croupier unless stated otherwise.',
        content: `<p>These general terms apply to all promotions at Croupier in addition to each offer’s specific terms. If they conflict, the specific offer terms prevail.</p>
<h2>1. Eligibility</h2>
<ul>
<li>Bonuses are available to players aged 18+ whose age has been verified, with one account per person, household, device and payment method.</li>
<li>Deposits via Skrill and Neteller do not qualify for deposit bonuses unless stated otherwise.</li>
<li>Only one deposit bonus can be active at a time; further bonuses wait in the queue.</li>
</ul>
<h2>2. Wagering</h2>
<p>Unless stated otherwise, bonus funds must be wagered 35x and free-spin winnings 40x before they can be withdrawn. Your real money is used first, then bonus money.</p>
<table>
<thead><tr><th>Game type</th><th>Contribution</th></tr></thead>
<tbody>
<tr><td>Slots (except excluded titles)</td><td>100%</td></tr>
<tr><td>Table games and video poker</td><td>10%</td></tr>
<tr><td>Live casino</td><td>5%</td></tr>
<tr><td>Jackpot slots and sports betting</td><td>0%</td></tr>
</tbody>
</table>
<h2>3. Maximum bet and expiry</h2>
<p>The maximum bet while a bonus is active is €5 per spin or round (or currency equivalent). Bonuses that are not wagered within their validity period – 14 days unless stated otherwise – expire together with any winnings made with them.</p>
<h2>4. Cancellation and withdrawals</h2>
<p>You can cancel an active bonus in <a href="/profile/bonuses">Profile → Bonuses</a>. Requesting a withdrawal while a bonus is active cancels the bonus. Maximum winnings from free spins and no-deposit bonuses are €200 unless stated otherwise.</p>
<h2>5. Abuse</h2>
<p>Irregular play – such as low-risk betting on opposite outcomes, bet-size manipulation, or using multiple accounts – may lead to the removal of bonuses and winnings and, in serious cases, closure of the account. See the <a href="/static/terms-and-conditions">Terms and Conditions</a>.</p>`,
      },
      de: {
        title: 'Allgemeine Bonusbedingungen',
        description:
          'Die Regeln, die bei Croupier für alle Boni, Freispiele und Aktionen gelten, sofern nicht anders angegeben.',
        content: `<p>Diese allgemeinen Bedingungen gelten für alle Aktionen bei Croupier zusätzlich zu den besonderen Bedingungen des jeweiligen Angebots. Im Widerspruchsfall haben die besonderen Bedingungen Vorrang.</p>
<h2>1. Teilnahme</h2>
<ul>
<li>Boni gibt es für Spieler ab 18 Jahren mit bestätigtem Alter – ein Konto pro Person, Haushalt, Gerät und Zahlungsmittel.</li>
<li>Einzahlungen per Skrill und Neteller sind von Einzahlungsboni ausgeschlossen, sofern nicht anders angegeben.</li>
<li>Es kann immer nur ein Einzahlungsbonus aktiv sein; weitere Boni warten in der Warteschlange.</li>
</ul>
<h2>2. Umsatzbedingungen</h2>
<p>Sofern nicht anders angegeben, muss Bonusguthaben 35-fach und müssen Gewinne aus Freispielen 40-fach umgesetzt werden, bevor sie auszahlbar sind. Zuerst wird dein Echtgeld verwendet, danach das Bonusguthaben.</p>
<table>
<thead><tr><th>Spielart</th><th>Anrechnung</th></tr></thead>
<tbody>
<tr><td>Slots (außer ausgeschlossene Titel)</td><td>100 %</td></tr>
<tr><td>Tischspiele und Videopoker</td><td>10 %</td></tr>
<tr><td>Live-Casino</td><td>5 %</td></tr>
<tr><td>Jackpot-Slots und Sportwetten</td><td>0 %</td></tr>
</tbody>
</table>
<h2>3. Höchsteinsatz und Gültigkeit</h2>
<p>Der maximale Einsatz bei aktivem Bonus beträgt 5 € pro Spin oder Runde (bzw. den Gegenwert). Boni, die nicht innerhalb ihrer Gültigkeit – 14 Tage, sofern nicht anders angegeben – umgesetzt werden, verfallen samt den damit erzielten Gewinnen.</p>
<h2>4. Stornierung und Auszahlungen</h2>
<p>Einen aktiven Bonus kannst du unter <a href="/profile/bonuses">Profil → Boni</a> stornieren. Eine Auszahlungsanfrage bei aktivem Bonus storniert den Bonus. Gewinne aus Freispielen und Boni ohne Einzahlung sind auf 200 € begrenzt, sofern nicht anders angegeben.</p>
<h2>5. Missbrauch</h2>
<p>Unregelmäßiges Spielverhalten – etwa risikoarme Wetten auf gegensätzliche Ergebnisse, manipulierte Einsatzhöhen oder Mehrfachkonten – kann zur Streichung von Boni und Gewinnen und in schweren Fällen zur Kontoschließung führen. Siehe <a href="/static/terms-and-conditions">AGB</a>.</p>`,
      },
      es: {
        title: 'Términos generales de bonificación',
        description:
          'Las normas que se aplican a todos los bonos, giros gratis y promociones de Croupier, salvo que se indique otra cosa.',
        content: `<p>Estos términos generales se aplican a todas las promociones de Croupier, además de las condiciones específicas de cada oferta. En caso de conflicto, prevalecen las condiciones específicas.</p>
<h2>1. Quién puede participar</h2>
<ul>
<li>Los bonos están disponibles para jugadores mayores de 18 años con la edad verificada y una sola cuenta por persona, hogar, dispositivo y método de pago.</li>
<li>Los depósitos con Skrill y Neteller no dan acceso a bonos de depósito, salvo que se indique lo contrario.</li>
<li>Solo puede haber un bono de depósito activo a la vez; los demás quedan en cola.</li>
</ul>
<h2>2. Requisitos de apuesta</h2>
<p>Salvo que se indique otra cosa, el saldo de bono debe apostarse 35 veces y las ganancias de giros gratis 40 veces antes de poder retirarse. Primero se utiliza tu dinero real y después el saldo de bono.</p>
<table>
<thead><tr><th>Tipo de juego</th><th>Contribución</th></tr></thead>
<tbody>
<tr><td>Slots (excepto títulos excluidos)</td><td>100 %</td></tr>
<tr><td>Juegos de mesa y videopóker</td><td>10 %</td></tr>
<tr><td>Casino en vivo</td><td>5 %</td></tr>
<tr><td>Slots con jackpot y apuestas deportivas</td><td>0 %</td></tr>
</tbody>
</table>
<h2>3. Apuesta máxima y caducidad</h2>
<p>La apuesta máxima con un bono activo es de 5 € por giro o ronda (o su equivalente). Los bonos que no se liberen en su periodo de validez (14 días, salvo indicación contraria) caducan junto con las ganancias obtenidas con ellos.</p>
<h2>4. Cancelación y retiros</h2>
<p>Puedes cancelar un bono activo en <a href="/profile/bonuses">Perfil → Bonos</a>. Solicitar un retiro con un bono activo lo cancela. Las ganancias máximas de giros gratis y bonos sin depósito son de 200 €, salvo que se indique otra cosa.</p>
<h2>5. Abuso</h2>
<p>El juego irregular, como apostar con bajo riesgo a resultados opuestos, manipular el importe de las apuestas o usar varias cuentas, puede suponer la retirada de bonos y ganancias y, en casos graves, el cierre de la cuenta. Consulta los <a href="/static/terms-and-conditions">Términos y condiciones</a>.</p>`,
      },
      'pt-BR': {
        title: 'Termos Gerais de Bônus',
        description:
          'As regras que valem para todos os bônus, rodadas grátis e promoções da Croupier, salvo indicação em contrário.',
        content: `<p>Estes termos gerais se aplicam a todas as promoções da Croupier, além das regras específicas de cada oferta. Em caso de conflito, prevalecem as regras específicas.</p>
<h2>1. Quem pode participar</h2>
<ul>
<li>Os bônus são destinados a jogadores maiores de 18 anos com idade verificada, com uma única conta por pessoa, residência, dispositivo e método de pagamento.</li>
<li>Depósitos via Skrill e Neteller não são elegíveis para bônus de depósito, salvo indicação em contrário.</li>
<li>Apenas um bônus de depósito pode ficar ativo por vez; os demais aguardam na fila.</li>
</ul>
<h2>2. Rollover</h2>
<p>Salvo indicação em contrário, o saldo de bônus deve ser apostado 35x e os ganhos de rodadas grátis 40x antes do saque. Seu dinheiro real é usado primeiro, depois o saldo de bônus.</p>
<table>
<thead><tr><th>Tipo de jogo</th><th>Contribuição</th></tr></thead>
<tbody>
<tr><td>Slots (exceto títulos excluídos)</td><td>100%</td></tr>
<tr><td>Jogos de mesa e videopôquer</td><td>10%</td></tr>
<tr><td>Cassino ao vivo</td><td>5%</td></tr>
<tr><td>Slots com jackpot e apostas esportivas</td><td>0%</td></tr>
</tbody>
</table>
<h2>3. Aposta máxima e validade</h2>
<p>A aposta máxima com bônus ativo é de €5 por rodada (ou equivalente). Bônus que não cumprirem o rollover dentro da validade — 14 dias, salvo indicação em contrário — expiram junto com os ganhos obtidos com eles.</p>
<h2>4. Cancelamento e saques</h2>
<p>Você pode cancelar um bônus ativo em <a href="/profile/bonuses">Perfil → Bônus</a>. Pedir um saque com bônus ativo cancela o bônus. Os ganhos máximos de rodadas grátis e bônus sem depósito são de €200, salvo indicação em contrário.</p>
<h2>5. Abuso</h2>
<p>Jogo irregular — como apostas de baixo risco em resultados opostos, manipulação do valor das apostas ou uso de várias contas — pode levar à remoção de bônus e ganhos e, em casos graves, ao encerramento da conta. Veja os <a href="/static/terms-and-conditions">Termos e Condições</a>.</p>`,
      },
    },
  },
  {
    identity: 'kyc-policy',
    position: 8,
    showInFooter: true,
    translations: {
      en: {
        title: 'KYC Policy',
        description:
          'Which documents Croupier asks for to verify your identity, and how to upload them.',
        content: `<h2>Why we verify</h2>
<p>“Know Your Customer” (KYC) checks confirm that you are who you say you are, that you are over 18 and that your payments are your own. They are required by our licence and protect your account against fraud.</p>
<h2>When we ask</h2>
<ul>
<li>Before your first withdrawal.</li>
<li>When cumulative deposits reach €2,000, or at any time our risk checks require it.</li>
<li>When you change key account details or use a new payment method.</li>
</ul>
<h2>Documents we accept</h2>
<table>
<thead><tr><th>What</th><th>Examples</th></tr></thead>
<tbody>
<tr><td>Proof of identity</td><td>Passport, national ID card (both sides) or driving licence</td></tr>
<tr><td>Proof of address</td><td>Utility bill or bank statement issued within the last 3 months</td></tr>
<tr><td>Proof of payment</td><td>Photo of your card (middle 8 digits and CVV covered) or an e-wallet screenshot</td></tr>
<tr><td>Selfie</td><td>A photo of you holding your ID document</td></tr>
</tbody>
</table>
<h2>How to upload</h2>
<ol>
<li>Go to <a href="/profile/verification">Profile → Verification</a>.</li>
<li>Upload clear colour photos or scans in JPG, PNG or PDF, up to 10 MB each, with all four corners visible.</li>
<li>We review most documents within 24 hours and notify you of the result.</li>
</ol>
<h2>Your data is safe</h2>
<p>Documents are encrypted and stored in line with our <a href="/static/privacy-policy">Privacy Policy</a>, and only used for verification and legal compliance.</p>`,
      },
      de: {
        title: 'KYC-Richtlinie',
        description:
          'Welche Dokumente Croupier zur Überprüfung deiner Identität anfordert und wie du sie hochlädst.',
        content: `<h2>Warum wir verifizieren</h2>
<p>„Know Your Customer“-Prüfungen (KYC) bestätigen, dass du die Person bist, die du angibst, dass du über 18 bist und dass deine Zahlungen von dir stammen. Sie sind durch unsere Lizenz vorgeschrieben und schützen dein Konto vor Betrug.</p>
<h2>Wann wir fragen</h2>
<ul>
<li>Vor deiner ersten Auszahlung.</li>
<li>Wenn deine Einzahlungen insgesamt 2.000 € erreichen oder unsere Risikoprüfungen es erfordern.</li>
<li>Wenn du wichtige Kontodaten änderst oder ein neues Zahlungsmittel nutzt.</li>
</ul>
<h2>Akzeptierte Dokumente</h2>
<table>
<thead><tr><th>Nachweis</th><th>Beispiele</th></tr></thead>
<tbody>
<tr><td>Identitätsnachweis</td><td>Reisepass, Personalausweis (Vorder- und Rückseite) oder Führerschein</td></tr>
<tr><td>Adressnachweis</td><td>Versorgerrechnung oder Kontoauszug, nicht älter als 3 Monate</td></tr>
<tr><td>Zahlungsnachweis</td><td>Foto deiner Karte (mittlere 8 Ziffern und CVV abgedeckt) oder Screenshot deines E-Wallets</td></tr>
<tr><td>Selfie</td><td>Ein Foto von dir mit deinem Ausweisdokument</td></tr>
</tbody>
</table>
<h2>So lädst du hoch</h2>
<ol>
<li>Öffne <a href="/profile/verification">Profil → Verifizierung</a>.</li>
<li>Lade gut lesbare Farbfotos oder Scans als JPG, PNG oder PDF hoch, jeweils bis 10 MB und mit allen vier Ecken sichtbar.</li>
<li>Die meisten Dokumente prüfen wir innerhalb von 24 Stunden und informieren dich über das Ergebnis.</li>
</ol>
<h2>Deine Daten sind sicher</h2>
<p>Dokumente werden verschlüsselt und gemäß unserer <a href="/static/privacy-policy">Datenschutzerklärung</a> gespeichert und nur zur Verifizierung und Einhaltung gesetzlicher Pflichten verwendet.</p>`,
      },
      es: {
        title: 'Política KYC',
        description: 'Qué documentos te pide Croupier para verificar tu identidad y cómo subirlos.',
        content: `<h2>Por qué verificamos</h2>
<p>Las comprobaciones «Conoce a tu cliente» (KYC) confirman que eres quien dices ser, que tienes más de 18 años y que los pagos son tuyos. Son obligatorias según nuestra licencia y protegen tu cuenta contra el fraude.</p>
<h2>Cuándo lo pedimos</h2>
<ul>
<li>Antes de tu primer retiro.</li>
<li>Cuando tus depósitos acumulados alcanzan 2.000 € o siempre que nuestros controles de riesgo lo requieran.</li>
<li>Cuando cambias datos importantes de la cuenta o usas un nuevo método de pago.</li>
</ul>
<h2>Documentos aceptados</h2>
<table>
<thead><tr><th>Qué</th><th>Ejemplos</th></tr></thead>
<tbody>
<tr><td>Identidad</td><td>Pasaporte, DNI (por ambas caras) o permiso de conducir</td></tr>
<tr><td>Domicilio</td><td>Factura de suministros o extracto bancario de los últimos 3 meses</td></tr>
<tr><td>Método de pago</td><td>Foto de tu tarjeta (con los 8 dígitos centrales y el CVV tapados) o captura del monedero electrónico</td></tr>
<tr><td>Selfie</td><td>Una foto tuya sosteniendo tu documento de identidad</td></tr>
</tbody>
</table>
<h2>Cómo subirlos</h2>
<ol>
<li>Ve a <a href="/profile/verification">Perfil → Verificación</a>.</li>
<li>Sube fotos o escaneos nítidos en color en JPG, PNG o PDF, de hasta 10 MB cada uno y con las cuatro esquinas visibles.</li>
<li>Revisamos la mayoría de los documentos en menos de 24 horas y te avisamos del resultado.</li>
</ol>
<h2>Tus datos están protegidos</h2>
<p>Los documentos se cifran y se conservan conforme a nuestra <a href="/static/privacy-policy">Política de privacidad</a>, y solo se usan para la verificación y el cumplimiento legal.</p>`,
      },
      'pt-BR': {
        title: 'Política de KYC',
        description:
          'Quais documentos a Croupier solicita para verificar sua identidade e como enviá-los.',
        content: `<h2>Por que verificamos</h2>
<p>As verificações “Conheça seu Cliente” (KYC) confirmam que você é quem diz ser, que tem mais de 18 anos e que os pagamentos são seus. Elas são exigidas pela nossa licença e protegem sua conta contra fraudes.</p>
<h2>Quando pedimos</h2>
<ul>
<li>Antes do seu primeiro saque.</li>
<li>Quando seus depósitos acumulados chegam a €2.000 ou sempre que nossas análises de risco exigirem.</li>
<li>Quando você altera dados importantes da conta ou usa um novo método de pagamento.</li>
</ul>
<h2>Documentos aceitos</h2>
<table>
<thead><tr><th>O quê</th><th>Exemplos</th></tr></thead>
<tbody>
<tr><td>Identidade</td><td>Passaporte, RG ou CNH (frente e verso)</td></tr>
<tr><td>Endereço</td><td>Conta de consumo ou extrato bancário dos últimos 3 meses</td></tr>
<tr><td>Pagamento</td><td>Foto do cartão (com os 8 dígitos do meio e o CVV cobertos) ou print da carteira digital</td></tr>
<tr><td>Selfie</td><td>Uma foto sua segurando o documento de identidade</td></tr>
</tbody>
</table>
<h2>Como enviar</h2>
<ol>
<li>Acesse <a href="/profile/verification">Perfil → Verificação</a>.</li>
<li>Envie fotos ou digitalizações coloridas e nítidas em JPG, PNG ou PDF, com até 10 MB cada e os quatro cantos visíveis.</li>
<li>Analisamos a maioria dos documentos em até 24 horas e avisamos você sobre o resultado.</li>
</ol>
<h2>Seus dados estão seguros</h2>
<p>Os documentos são criptografados, armazenados conforme a nossa <a href="/static/privacy-policy">Política de Privacidade</a> e usados apenas para verificação e cumprimento de obrigações legais.</p>`,
      },
    },
  },
  {
    identity: 'payment-methods',
    position: 9,
    showInFooter: true,
    translations: {
      en: {
        title: 'Payment Methods',
        description:
          'Deposit and withdrawal options at Croupier, with limits and processing times.',
        content: `<h2>Fast, secure payments</h2>
<p>Croupier supports cards, e-wallets, bank transfers and cryptocurrencies. Available methods depend on your country and currency and are shown in the <strong>wallet</strong>. We do not charge fees.</p>
<h2>Overview</h2>
<table>
<thead><tr><th>Method</th><th>Min. deposit</th><th>Withdrawal time*</th></tr></thead>
<tbody>
<tr><td>Visa / Mastercard</td><td>€10</td><td>1–3 business days</td></tr>
<tr><td>Skrill / Neteller</td><td>€10</td><td>Up to 1 hour</td></tr>
<tr><td>Bank transfer</td><td>€20</td><td>3–5 business days</td></tr>
<tr><td>Pix (Brazil)</td><td>R$30</td><td>Up to 1 hour</td></tr>
<tr><td>Bitcoin, Ethereum, Litecoin</td><td>€10 equivalent</td><td>Up to 1 hour</td></tr>
<tr><td>USDT (TRC-20, ERC-20), TRON, Dogecoin</td><td>€10 equivalent</td><td>Up to 1 hour</td></tr>
</tbody>
</table>
<p>* After approval. We review all withdrawals within 24 hours.</p>
<h2>Crypto deposits</h2>
<p>Choose the currency and network, then send funds to the address shown or scan the QR code. Always check the network and, where required, the destination tag – funds sent on the wrong network may be lost. Deposits are credited after network confirmation.</p>
<h2>Good to know</h2>
<ul>
<li>Use payment methods registered in your own name.</li>
<li>Withdrawals go back to your deposit method where possible.</li>
<li>Your first withdrawal requires a completed <a href="/static/kyc-policy">verification</a>.</li>
</ul>`,
      },
      de: {
        title: 'Zahlungsmethoden',
        description: 'Ein- und Auszahlungsoptionen bei Croupier mit Limits und Bearbeitungszeiten.',
        content: `<h2>Schnelle, sichere Zahlungen</h2>
<p>Croupier unterstützt Karten, E-Wallets, Banküberweisungen und Kryptowährungen. Welche Methoden verfügbar sind, hängt von deinem Land und deiner Währung ab und wird in der <strong>Kasse</strong> angezeigt. Wir erheben keine Gebühren.</p>
<h2>Übersicht</h2>
<table>
<thead><tr><th>Methode</th><th>Mindesteinzahlung</th><th>Auszahlungsdauer*</th></tr></thead>
<tbody>
<tr><td>Visa / Mastercard</td><td>10 €</td><td>1–3 Werktage</td></tr>
<tr><td>Skrill / Neteller</td><td>10 €</td><td>Bis zu 1 Stunde</td></tr>
<tr><td>Banküberweisung</td><td>20 €</td><td>3–5 Werktage</td></tr>
<tr><td>Pix (Brasilien)</td><td>30 R$</td><td>Bis zu 1 Stunde</td></tr>
<tr><td>Bitcoin, Ethereum, Litecoin</td><td>Gegenwert von 10 €</td><td>Bis zu 1 Stunde</td></tr>
<tr><td>USDT (TRC-20, ERC-20), TRON, Dogecoin</td><td>Gegenwert von 10 €</td><td>Bis zu 1 Stunde</td></tr>
</tbody>
</table>
<p>* Nach Freigabe. Wir prüfen alle Auszahlungen innerhalb von 24 Stunden.</p>
<h2>Krypto-Einzahlungen</h2>
<p>Wähle Währung und Netzwerk und sende den Betrag an die angezeigte Adresse oder scanne den QR-Code. Prüfe immer das Netzwerk und gegebenenfalls den Destination Tag – auf dem falschen Netzwerk gesendete Beträge können verloren gehen. Die Gutschrift erfolgt nach der Netzwerkbestätigung.</p>
<h2>Gut zu wissen</h2>
<ul>
<li>Nutze nur Zahlungsmittel, die auf deinen Namen laufen.</li>
<li>Auszahlungen erfolgen nach Möglichkeit auf die Einzahlungsmethode.</li>
<li>Für die erste Auszahlung ist eine abgeschlossene <a href="/static/kyc-policy">Verifizierung</a> nötig.</li>
</ul>`,
      },
      es: {
        title: 'Métodos de pago',
        description:
          'Opciones de depósito y retiro en Croupier, con sus límites y plazos de procesamiento.',
        content: `<h2>Pagos rápidos y seguros</h2>
<p>Croupier admite tarjetas, monederos electrónicos, transferencias bancarias y criptomonedas. Los métodos disponibles dependen de tu país y tu divisa, y se muestran en la <strong>cartera</strong>. No cobramos comisiones.</p>
<h2>Resumen</h2>
<table>
<thead><tr><th>Método</th><th>Depósito mín.</th><th>Plazo de retiro*</th></tr></thead>
<tbody>
<tr><td>Visa / Mastercard</td><td>10 €</td><td>1–3 días hábiles</td></tr>
<tr><td>Skrill / Neteller</td><td>10 €</td><td>Hasta 1 hora</td></tr>
<tr><td>Transferencia bancaria</td><td>20 €</td><td>3–5 días hábiles</td></tr>
<tr><td>Pix (Brasil)</td><td>30 R$</td><td>Hasta 1 hora</td></tr>
<tr><td>Bitcoin, Ethereum, Litecoin</td><td>Equivalente a 10 €</td><td>Hasta 1 hora</td></tr>
<tr><td>USDT (TRC-20, ERC-20), TRON, Dogecoin</td><td>Equivalente a 10 €</td><td>Hasta 1 hora</td></tr>
</tbody>
</table>
<p>* Tras la aprobación. Revisamos todos los retiros en menos de 24 horas.</p>
<h2>Depósitos en cripto</h2>
<p>Elige la moneda y la red, y envía los fondos a la dirección indicada o escanea el código QR. Comprueba siempre la red y, si es necesaria, la etiqueta de destino: los fondos enviados por una red equivocada pueden perderse. El depósito se acredita tras la confirmación de la red.</p>
<h2>Conviene saber</h2>
<ul>
<li>Usa métodos de pago registrados a tu nombre.</li>
<li>Siempre que sea posible, los retiros se envían al método de depósito.</li>
<li>Tu primer retiro requiere haber completado la <a href="/static/kyc-policy">verificación</a>.</li>
</ul>`,
      },
      'pt-BR': {
        title: 'Métodos de Pagamento',
        description:
          'Opções de depósito e saque na Croupier, com limites e prazos de processamento.',
        content: `<h2>Pagamentos rápidos e seguros</h2>
<p>A Croupier aceita Pix, cartões, carteiras digitais, transferências bancárias e criptomoedas. Os métodos disponíveis dependem do seu país e da sua moeda e aparecem na <strong>carteira</strong>. Não cobramos taxas.</p>
<h2>Visão geral</h2>
<table>
<thead><tr><th>Método</th><th>Depósito mín.</th><th>Prazo do saque*</th></tr></thead>
<tbody>
<tr><td>Pix</td><td>R$30</td><td>Até 1 hora</td></tr>
<tr><td>Visa / Mastercard</td><td>€10</td><td>1 a 3 dias úteis</td></tr>
<tr><td>Skrill / Neteller</td><td>€10</td><td>Até 1 hora</td></tr>
<tr><td>Transferência bancária</td><td>€20</td><td>3 a 5 dias úteis</td></tr>
<tr><td>Bitcoin, Ethereum, Litecoin</td><td>Equivalente a €10</td><td>Até 1 hora</td></tr>
<tr><td>USDT (TRC-20, ERC-20), TRON, Dogecoin</td><td>Equivalente a €10</td><td>Até 1 hora</td></tr>
</tbody>
</table>
<p>* Após a aprovação. Analisamos todos os saques em até 24 horas.</p>
<h2>Depósitos em cripto</h2>
<p>Escolha a moeda e a rede e envie os fundos para o endereço exibido ou escaneie o QR code. Sempre confira a rede e, quando necessário, a tag de destino — valores enviados pela rede errada podem ser perdidos. O crédito ocorre após a confirmação da rede.</p>
<h2>Bom saber</h2>
<ul>
<li>Use métodos de pagamento cadastrados no seu nome.</li>
<li>Sempre que possível, os saques voltam para o método usado no depósito.</li>
<li>O primeiro saque exige a <a href="/static/kyc-policy">verificação</a> concluída.</li>
</ul>`,
      },
    },
  },
];
